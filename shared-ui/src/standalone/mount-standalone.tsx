import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// By package name, not by path: see standalone-sign-in-gate.tsx.
import { AuthProvider, createQueryClient, loadRuntimeConfig } from 'shared-api';
import { Stack, UiProvider } from 'shared-ui';
import { BrowserRouter, NavLink, type RouteObject, useRoutes } from 'react-router-dom';
import { StandaloneSignInGate, type StandaloneAccess } from './standalone-sign-in-gate';

export interface StandaloneLink {
  to: string;
  label: string;
}

export interface StandaloneOptions {
  /** The remote's folder, named in the hint shown when /config.json cannot be loaded. */
  appName: string;
  /** Suffix of every page title, e.g. 'Master lists (standalone)'. */
  title: string;
  /** The host's paths for the remote's pages. */
  routes: RouteObject[];
  /** A navigation bar above the pages (none when empty). */
  links?: readonly StandaloneLink[];
  /** The accessible name of that navigation bar. */
  navLabel?: string;
  /** Who may see the pages; signed-in and admin pages ask for a sign-in first. */
  access?: StandaloneAccess;
  rootElementId?: string;
}

function StandalonePages({ routes, links = [], navLabel = 'Pages' }: StandaloneOptions) {
  const page = useRoutes(routes);
  return (
    <>
      {links.length > 0 && (
        <header>
          <nav aria-label={navLabel}>
            <Stack $direction="row" $gap={3} $wrap>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to}>
                  {link.label}
                </NavLink>
              ))}
            </Stack>
          </nav>
        </header>
      )}
      <main>{page}</main>
    </>
  );
}

/**
 * Mounts a remote's pages alone for local development, inside the providers the host gives them
 * (runtime config, UI, server state, auth, a browser router) and behind a sign-in when they need one.
 * Only a remote's `bootstrap.tsx` may import it, so it never ships inside an exposed module.
 */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  const { appName, title, access = 'public', rootElementId = 'root' } = options;
  const container = document.getElementById(rootElementId);
  if (!container) return;
  try {
    await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error(error);
    container.textContent = `Could not load /config.json. Serve this build with \`node scripts/serve-static.mjs ${appName}/dist --spa --config\`, or open the site through the host shell.`;
    return;
  }
  const pages = <StandalonePages {...options} />;
  createRoot(container).render(
    <StrictMode>
      <UiProvider titleSuffix={title}>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider>
            <BrowserRouter>
              {access === 'public' ? (
                pages
              ) : (
                <StandaloneSignInGate access={access}>{pages}</StandaloneSignInGate>
              )}
            </BrowserRouter>
          </AuthProvider>
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
