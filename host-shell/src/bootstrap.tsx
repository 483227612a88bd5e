import { createRoot } from 'react-dom/client';
import { FullScreenSpinner, UiProvider } from 'shared-ui';
import { App } from './app/app';
import { bootShell } from './app/boot';
import { BootFailure } from './components/boot-failure';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

root.render(
  <UiProvider>
    <FullScreenSpinner label="Loading the site" />
  </UiProvider>,
);

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
