import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenSpinner, UiProvider } from 'shared-ui';
import { App } from './app/app';
import { bootShell } from './app/boot';
import { BootFailure } from './components/boot-failure';
import { removeFirstScreen } from './features/federation/first-screen-hand-over';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The production server puts a splash with the broker's name in #root (scripts/lib/host-page.mjs)
// and it stays until the site renders; a page without one (the development server) gets a spinner.
if (!container.hasChildNodes()) {
  root.render(
    <UiProvider>
      <FullScreenSpinner label="Loading the site" />
    </UiProvider>,
  );
}

bootShell().then(
  // As a transition React renders the site in slices of a few milliseconds, so the page's chunks
  // that arrive meanwhile are evaluated without waiting, and a phone's main thread is never held
  // for the whole first render (docs/decisions/060).
  ({ user, queryClient }) =>
    startTransition(() => root.render(<App initialUser={user} queryClient={queryClient} />)),
  (error: unknown) => {
    console.error('The shell could not start', error);
    removeFirstScreen();
    root.render(
      <UiProvider>
        <BootFailure />
      </UiProvider>,
    );
  },
);
