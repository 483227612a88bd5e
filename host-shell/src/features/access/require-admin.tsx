import type { ReactNode } from 'react';
import { useAuth } from 'shared-api';
import { NoAccessPage } from './no-access-page';

/**
 * Admin-only screens. The role comes from GET /api/auth/me at boot, never from storage; anyone
 * else gets a plain refusal and the admin remote is never requested.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  if (role !== 'admin') return <NoAccessPage />;
  return children;
}
