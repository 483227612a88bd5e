/**
 * The admin layout's chunk. Boot starts it for a signed-in route, so it downloads beside the
 * page instead of after the sign-in check renders; the lazy component reuses the same request.
 */
export function loadAdminLayout() {
  return import('./admin-layout').then((module) => ({ default: module.AdminLayout }));
}
