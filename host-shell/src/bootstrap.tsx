import { createRoot } from 'react-dom/client';
import { FullScreenSpinner, UiProvider } from 'shared-ui';
import { App } from './app/app';
import { bootShell } from './app/boot';
import { BootFailure } from './components/boot-failure';

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
  ({ user }) => root.render(<App initialUser={user} />),
  (error: unknown) => {
    console.error('The shell could not start', error);
    root.render(
      <UiProvider>
        <BootFailure />
      </UiProvider>,
    );
  },
);
