// The host's page for an address: rendered by the host's server build (dist/server/render.js,
// built by tools/federation/server-build.cjs from ../index.ts, decision 088) for a public page,
// the shell for a staff page, and kept a moment (page-cache.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'shared-api/contract';
import type * as Renderer from '../index';
import { renderHostPage } from './host-page';
import { createPageCache, type HostPage, type PageAsked } from './page-cache';
import { readUpstreams } from './runtime-config';
import { SERVER_FOLDER } from './static-files';

export type PageRenderer = typeof Renderer;

/** The host's page renderer, if its build wrote one. */
export function loadPageRenderer(root: string): PageRenderer | null {
  const file = path.join(root, SERVER_FOLDER, 'render.js');
  if (!existsSync(file)) return null;
  return createRequire(file)(file) as PageRenderer;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The pages of the site at `root`, rendered with `config` and kept per PAGE_CACHE_SECONDS. */
export function createPages({
  root,
  env,
  config,
  renderer,
}: {
  root: string;
  env: NodeJS.ProcessEnv;
  config: RuntimeConfig;
  renderer: PageRenderer | null;
}) {
  const upstreams = readUpstreams(env);
  // Each remote's server build, beside its browser entry, as this server reaches it (decision 088).
  const serverEntries = Object.fromEntries(
    upstreams.remotes.map(({ name, origin, configured }) => [
      name,
      new URL(`${SERVER_FOLDER}/remoteEntry.js`, configured || `${origin}/`).href,
    ]),
  );
  const hostSecret = env.HOST_SECRET?.trim() || undefined;
  const makePage = async ({ url, visitor }: PageAsked): Promise<HostPage> => {
    let rendered = null;
    try {
      rendered =
        (await renderer?.renderPage({
          url,
          config,
          apiBaseUrl: upstreams.api,
          serverEntries,
          visitor: hostSecret ? { address: visitor, hostSecret } : undefined,
        })) ?? null;
    } catch (error) {
      // The browser renders the page instead; whoever operates the site sees why.
      console.error(`host-shell: rendering ${url} failed: ${errorMessage(error)}`);
    }
    const html = Buffer.from(renderHostPage(root, config, rendered));
    return { status: rendered?.status ?? 200, html, gzip: gzipSync(html) };
  };
  return { ...createPageCache({ env, makePage }), apiBaseUrl: upstreams.api, hostSecret };
}
