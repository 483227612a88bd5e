import type { ReactNode } from 'react';
import { Navigate } from 'shared-ui';
import { useAuth } from 'shared-api';

/** Spec section 2: without a stored token the signed-in screens redirect to /login. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
