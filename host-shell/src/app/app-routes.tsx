import { lazy, Suspense } from 'react';
import { FullScreenSpinner, PageNotFound } from 'shared-ui';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../features/access/require-admin';
import { RequireBuyer } from '../features/access/require-buyer';
import { RequireSignIn } from '../features/access/require-sign-in';
import { loadAdminLayout } from '../features/admin-shell/load-admin-layout';
import { RemoteErrorBoundary } from '../features/federation/remote-error-boundary';
import { RemoteRoute } from '../features/federation/remote-route';
import { PublicLayout } from '../features/public-shell/public-layout';
import { ROUTES, type RouteAccess, type RouteEntry } from './route-table';

// The staff's frame (menu, search, notifications) is a chunk of its own: visitors never load it.
const AdminLayout = lazy(loadAdminLayout);

const reloadSite = () => window.location.reload();

function routesFor(access: RouteAccess): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.access === access);
}

// Keyed by path: two routes of one remote page (say /status and /facing) never share retry state.
function renderPage(route: RouteEntry) {
  return <RemoteRoute key={route.path} page={route.page} pageProps={route.pageProps} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {routesFor('public').map((route) => (
          <Route key={route.path} path={route.path} element={renderPage(route)} />
        ))}
        {routesFor('buyer').map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RequireBuyer>{renderPage(route)}</RequireBuyer>}
          />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Route>
      <Route
        element={
          <RequireSignIn>
            {/* Its chunk can fail to download like a remote's; Retry reloads the site. */}
            <RemoteErrorBoundary moduleId="host_shell/admin-layout" onRetry={reloadSite}>
              <Suspense fallback={<FullScreenSpinner label="Loading the back office" />}>
                <AdminLayout />
              </Suspense>
            </RemoteErrorBoundary>
          </RequireSignIn>
        }
      >
        {routesFor('signed-in').map((route) => (
          <Route key={route.path} path={route.path} element={renderPage(route)} />
        ))}
        {routesFor('admin').map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RequireAdmin>{renderPage(route)}</RequireAdmin>}
          />
        ))}
      </Route>
    </Routes>
  );
}
