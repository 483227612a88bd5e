import { useQuery } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser, LoginResponse, Role } from '../contract/types';
import { logout } from '../endpoints/auth';
import { clearStoredSession, getStoredToken, storeSession } from '../storage/session-storage';
import { fetchCurrentUser } from './current-user';
import { useSessionWatch } from './session-watch';

/** What `useAuth()` returns. */
export interface AuthValue {
  /** 'loading' until the server has said who the stored token belongs to. */
  status: 'loading' | 'ready';
  token: string | null;
  id: number | null;
  name: string | null;
  role: Role | null;
  isAuthenticated: boolean;
  /** Stores token, id and name after a successful login. The caller then navigates fully. */
  signIn(response: LoginResponse): void;
  /** Revokes the token on the server (best effort) and forgets it. The caller then navigates. */
  signOut(): Promise<void>;
}

type SessionUser = Pick<CurrentUser, 'id' | 'name' | 'role'>;

interface Session {
  token: string | null;
  user: SessionUser | null;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Who the stored token belongs to, asked of the server once (null: nobody). */
const sessionQuery = {
  queryKey: ['session'] as const,
  queryFn: async (): Promise<Session> => {
    const user = await fetchCurrentUser();
    // Read after the answer: a token the server refused is forgotten by then.
    return { token: getStoredToken(), user };
  },
  staleTime: Infinity,
};

// Known at once without asking: nothing stored, or the user the host already fetched.
function initialSession(initialUser: CurrentUser | null | undefined): Session | null {
  const token = getStoredToken();
  if (initialUser !== undefined || token === null) return { token, user: initialUser ?? null };
  return null;
}

export interface AuthProviderProps {
  /** The user the host already fetched at boot (null: nobody). Given, no second call is made. */
  initialUser?: CurrentUser | null;
  children?: ReactNode;
}

/**
 * Provides the signed-in user to the host and every remote (mounted once by the host, inside its
 * QueryClientProvider).
 */
export function AuthProvider({ initialUser, children }: AuthProviderProps) {
  // Set once known (at mount, or by a sign-in or sign-out); until then the server's answer.
  const [known, setKnown] = useState<Session | null>(() => initialSession(initialUser));
  const asked = useQuery({ ...sessionQuery, enabled: known === null });
  const state = known ?? asked.data ?? null;
  const isAuthenticated = state !== null && state.token !== null && state.user !== null;
  useSessionWatch(isAuthenticated);

  const signIn = useCallback((response: LoginResponse) => {
    storeSession(response);
    setKnown({
      token: response.token,
      user: { id: response.id, name: response.name, role: response.role },
    });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten below either way; an unreachable server must not keep anyone in.
    }
    clearStoredSession();
    setKnown({ token: null, user: null });
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      status: state ? 'ready' : 'loading',
      token: state?.token ?? null,
      id: state?.user?.id ?? null,
      name: state?.user?.name ?? null,
      role: state?.user?.role ?? null,
      isAuthenticated,
      signIn,
      signOut,
    }),
    [state, isAuthenticated, signIn, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The signed-in user and the sign-in/sign-out actions. Must be used under `AuthProvider`. */
export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
