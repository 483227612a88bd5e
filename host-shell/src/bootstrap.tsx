import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FullScreenSpinner, UiProvider } from 'shared-ui';
import { App } from './app/app';
import { bootShell } from './app/boot';
import { BootFailure } from './components/boot-failure';

/** Written by the host's server into a page it rendered (decision 088). */
const SERVER_STATE_ID = 'server-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The query cache a server-rendered page was made from, or null for a page to render here. */
function readServerState(): DehydratedState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : null;
}

const serverState = readServerState();
// A page the server did not render (a staff page, the development server) shows a spinner until
// the shell has booted.
const root = serverState ? null : createRoot(container);
root?.render(
  <UiProvider>
    <FullScreenSpinner label="Loading the site" />
  </UiProvider>,
);

bootShell().then(
  ({ user, queryClient, config }) => {
    const app = <App initialUser={user} queryClient={queryClient} config={config} />;
    if (!root && serverState) {
      // The same tree the server rendered, from the same data: React adopts its HTML.
      hydrate(queryClient, serverState);
      hydrateRoot(container, app);
    } else {
      root?.render(app);
    }
  },
  (error: unknown) => {
    console.error('The shell could not start', error);
    (root ?? createRoot(container)).render(
      <UiProvider>
        <BootFailure />
      </UiProvider>,
    );
  },
);
