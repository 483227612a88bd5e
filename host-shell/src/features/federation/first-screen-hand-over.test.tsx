import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { UiProvider } from 'shared-ui';
import { removeFirstScreen } from './first-screen-hand-over';
import type { RemotePage } from './remote-page';
import { RemoteRoute } from './remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

/** A page whose module arrives when the test says so. */
function deferredPage() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const module = new Promise<{ default: () => React.ReactElement }>((resolve, reject) => {
    settle = {
      resolve: () => resolve({ default: () => <h1>Easiest way to find your dream home</h1> }),
      reject,
    };
  });
  const page: RemotePage = {
    id: 'mfe_public/home',
    remote: 'mfe_public',
    load: () => module,
    preload: () => undefined,
    Lazy: lazy(() => module),
  };
  return { page, ...settle };
}

/** What scripts/lib/host-page.mjs puts over the live site, and its styles in the head. */
function serveFirstScreen(): { styles: HTMLStyleElement } {
  const styles = document.createElement('style');
  styles.dataset.firstScreen = '';
  styles.textContent = 'body{margin:0}';
  document.head.append(styles);
  const overlay = document.createElement('div');
  overlay.id = 'first-screen';
  overlay.innerHTML = '<p>Served first screen</p>';
  document.body.prepend(overlay);
  return { styles };
}

function renderRoute(page: RemotePage) {
  return render(
    <UiProvider>
      <RemoteRoute page={page} />
    </UiProvider>,
  );
}

afterEach(removeFirstScreen);

describe("the server's first screen", () => {
  it('stays while the page downloads and goes once the page shows, with its styles', async () => {
    const { styles } = serveFirstScreen();
    const { page, resolve } = deferredPage();
    renderRoute(page);

    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByText('Served first screen')).toBeInTheDocument();
    expect(styles).toBeInTheDocument();

    resolve();

    expect(
      await screen.findByRole('heading', { name: 'Easiest way to find your dream home' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Served first screen')).not.toBeInTheDocument();
    expect(styles).not.toBeInTheDocument();
  });

  it('goes when the page fails, so the fallback with Retry shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFirstScreen();
    const { page, reject } = deferredPage();
    renderRoute(page);

    reject(new Error('ScriptNetworkError'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    expect(screen.queryByText('Served first screen')).not.toBeInTheDocument();
  });
});
