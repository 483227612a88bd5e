import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getSignInPath, useAuth } from 'shared-api';

/**
 * docs/product.md section 2: without a stored token the signed-in screens redirect to /login, which says the
 * session has ended when the server has just refused this browser's token.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  if (!token) return <Navigate to={getSignInPath()} replace />;
  return children;
}
