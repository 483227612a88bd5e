import { ROUTES } from '../app/route-table';

export interface PageRoute {
  /** The router's pattern, e.g. `/details/:property_id`. */
  path: string;
  /** Federated page id, e.g. `mfe_public/property-details`. */
  page: string;
}

/**
 * The public routes and their pages, for the host's server (scripts/lib/page-routes.mjs) to
 * preload an opened page's chunks. Never a staff page: a visitor must not download one.
 */
export function publicPageRoutes(): PageRoute[] {
  return ROUTES.filter((route) => route.access === 'public').map((route) => ({
    path: route.path,
    page: route.page.id,
  }));
}
