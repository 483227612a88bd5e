import { lazy, Suspense, use, useCallback, useState } from 'react';
import { Spinner } from 'shared-ui';
import { LoadedPageContext } from './loaded-page-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePage, RemotePageProps } from './remote-page';
import { reRegisterRemote } from './remote-registry';
import { RemoteRetryContext } from './remote-retry-context';

interface RemoteRouteProps {
  page: RemotePage;
  pageProps?: RemotePageProps;
}

/**
 * Renders a federated page inside its own error boundary and Suspense. Give it a `key` per route so
 * two routes never share a retry state.
 */
export function RemoteRoute({ page, pageProps }: RemoteRouteProps) {
  // The server renders the page it loaded for this request (decision 088); the browser, its lazy one.
  const loaded = use(LoadedPageContext).get(page.id);
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: loaded ?? page.Lazy }));

  const retry = useCallback(() => {
    // Not registered at boot (say the sign-in could not be confirmed then): re-boot the shell, which
    // asks the server again who is signed in.
    if (!reRegisterRemote(page.remote)) {
      window.location.reload();
      return;
    }
    // A lazy component caches its first result (the fallback), so a retry needs a new one.
    setAttempt((previous) => ({ count: previous.count + 1, Page: lazy(page.load) }));
  }, [page]);

  const { Page } = attempt;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt.count} moduleId={page.id} onRetry={retry}>
        <Suspense fallback={<Spinner isBlock label="Loading the page" />}>
          <Page {...pageProps} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
