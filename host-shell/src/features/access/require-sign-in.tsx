import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getSignInPath, useAuth } from 'shared-api';
import { PUBLIC_PATHS } from 'shared-api/contract';

/**
 * docs/product.md section 2: without a stored token the signed-in screens redirect to /login, which says the
 * session has ended when the server has just refused this browser's token. A buyer is never staff
 * (decision 094): sent to their own page before the staff's frame or any staff remote is requested.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { token, role } = useAuth();
  if (!token) return <Navigate to={getSignInPath()} replace />;
  if (role === 'buyer') return <Navigate to={PUBLIC_PATHS.myRequirement} replace />;
  return children;
}
