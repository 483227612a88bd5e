import { Route, Routes } from 'shared-ui';
import { NotFoundPage } from '../components/not-found-page';
import { RequireAdmin } from '../features/access/require-admin';
import { RequireSignIn } from '../features/access/require-sign-in';
import { AdminLayout } from '../features/admin-shell/admin-layout';
import { RemoteRoute } from '../features/federation/remote-route';
import { PublicLayout } from '../features/public-shell/public-layout';
import { ROUTES, type RouteAccess, type RouteEntry } from './route-table';

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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <RequireSignIn>
            <AdminLayout />
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
