import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, createQueryClient } from 'shared-api';
import { GlobalStyle } from 'shared-ui';
import { PublicHeader } from '../features/public-shell/public-header';

/**
 * Stands for the broker's name in the rendered frame: the name is runtime configuration
 * (SITE_CONFIG), so the host's server writes it in per request (scripts/lib/first-screens.mjs).
 */
export const BROKER_NAME_SLOT = '{{brokerName}}';

/**
 * The host's part of a first screen (docs/decisions/070-first-screen-in-the-page.md): the
 * document's base styles and the visitor's top bar, as a visitor who is not signed in sees them.
 * A remote's first screen follows it.
 */
export function FirstScreenFrame() {
  return (
    <>
      <GlobalStyle />
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider initialUser={null}>
          <PublicHeader />
        </AuthProvider>
      </QueryClientProvider>
    </>
  );
}
