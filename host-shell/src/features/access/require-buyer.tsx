import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getSignInPath, useAuth } from 'shared-api';
import { getHomePathOf } from 'shared-api/contract';

/**
 * A signed-in buyer's own page (decision 094): a visitor signs in first; staff, who have no
 * requirement of their own, go to their dashboard.
 */
export function RequireBuyer({ children }: { children: ReactNode }) {
  const { token, role } = useAuth();
  if (!token || !role) return <Navigate to={getSignInPath()} replace />;
  if (role !== 'buyer') return <Navigate to={getHomePathOf(role)} replace />;
  return children;
}
