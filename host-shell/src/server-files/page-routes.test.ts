import { ROUTES } from '../app/route-table';
import { publicPageRoutes } from './page-routes';

describe('publicPageRoutes', () => {
  const routes = publicPageRoutes();

  it("names each public route's federated page, details included", () => {
    expect(routes).toContainEqual({ path: '/', page: 'mfe_public/home' });
    expect(routes).toContainEqual({
      path: '/details/:property_id',
      page: 'mfe_public/property-details',
    });
    expect(routes).toHaveLength(ROUTES.filter((route) => route.access === 'public').length);
  });

  it('never names a staff page, which a visitor must not download', () => {
    expect(routes.every(({ page }) => page.startsWith('mfe_public/'))).toBe(true);
    expect(routes.map(({ path }) => path)).not.toContain('/dashboard');
  });
});
