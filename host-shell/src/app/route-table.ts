import { MASTERS, PUBLIC_PATHS as PATHS } from 'shared-api/contract';
import { matchPath } from 'react-router-dom';
import type { RemotePage, RemotePageProps } from '../features/federation/remote-page';
import { remotePages as pages } from './remote-pages';

/**
 * public: anyone; buyer: a signed-in buyer, in the public shell (decision 094); signed-in: a stored
 * token of staff; admin: a signed-in admin.
 */
export type RouteAccess = 'public' | 'buyer' | 'signed-in' | 'admin';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  page: RemotePage;
  pageProps?: RemotePageProps;
  /** False for a public page kept out of search indexes: the sitemap leaves it out. */
  isIndexed?: false;
}

/** Every route of the site; the public pages' paths are the contract's. The host owns the router. */
export const ROUTES: readonly RouteEntry[] = [
  { path: PATHS.home, access: 'public', page: pages.home },
  { path: PATHS.about, access: 'public', page: pages.about },
  { path: PATHS.homeLoan, access: 'public', page: pages.homeLoan },
  { path: PATHS.contact, access: 'public', page: pages.contact },
  { path: PATHS.postRequirement, access: 'public', page: pages.postRequirement },
  { path: PATHS.login, access: 'public', page: pages.login, isIndexed: false },
  // A lost password by e-mail (decision 102).
  { path: PATHS.forgotPassword, access: 'public', page: pages.forgotPassword, isIndexed: false },
  { path: PATHS.resetPassword, access: 'public', page: pages.resetPassword, isIndexed: false },
  { path: PATHS.details, access: 'public', page: pages.propertyDetails },
  // A visitor's shortlist and comparisons (decision 090): pages of their own, not for search.
  { path: PATHS.shortlist, access: 'public', page: pages.shortlist, isIndexed: false },
  { path: PATHS.compare, access: 'public', page: pages.compare, isIndexed: false },
  { path: PATHS.myRequirement, access: 'buyer', page: pages.myRequirement },
  { path: '/dashboard', access: 'signed-in', page: pages.dashboard },
  { path: '/add_property', access: 'signed-in', page: pages.addProperty },
  { path: '/add_project', access: 'signed-in', page: pages.addProperty },
  { path: '/edit_form/:id', access: 'signed-in', page: pages.editProperty },
  { path: '/table_detail', access: 'signed-in', page: pages.propertyTable },
  { path: '/enquiries', access: 'signed-in', page: pages.enquiries },
  { path: '/requirements', access: 'signed-in', page: pages.requirements },
  { path: '/add_user', access: 'admin', page: pages.userManagement },
  { path: '/personal_data', access: 'admin', page: pages.personalData },
  { path: '/activity', access: 'admin', page: pages.activity },
  { path: '/messages', access: 'admin', page: pages.messages },
  ...MASTERS.map((master): RouteEntry => ({
    path: master.route,
    access: 'admin',
    page: pages.masterScreen,
    pageProps: { masterKey: master.key },
  })),
];

export interface RouteMatch {
  route: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

/** The route whose pattern matches a path (the patterns do not overlap), with its parameters. */
export function findRoute(pathname: string): RouteMatch | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
