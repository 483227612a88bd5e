import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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

interface AuthState {
  status: 'loading' | 'ready';
  token: string | null;
  user: SessionUser | null;
}

const AuthContext = createContext<AuthValue | null>(null);

function initialState(initialUser: CurrentUser | null | undefined): AuthState {
  const token = getStoredToken();
  if (initialUser !== undefined || token === null) {
    return { status: 'ready', token, user: initialUser ?? null };
  }
  return { status: 'loading', token, user: null };
}

export interface AuthProviderProps {
  /** The user the host already fetched at boot (null: nobody). Given, no second call is made. */
  initialUser?: CurrentUser | null;
  children?: ReactNode;
}

/** Provides the signed-in user to the host and every remote (mounted once by the host). */
export function AuthProvider({ initialUser, children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(() => initialState(initialUser));
  const isLoading = state.status === 'loading';
  const isAuthenticated = state.token !== null && state.user !== null;
  useSessionWatch(isAuthenticated);

  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    void fetchCurrentUser().then((user) => {
      if (isCurrent) setState({ status: 'ready', token: getStoredToken(), user });
    });
    return () => {
      isCurrent = false;
    };
  }, [isLoading]);

  const signIn = useCallback((response: LoginResponse) => {
    storeSession(response);
    setState({
      status: 'ready',
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
    setState({ status: 'ready', token: null, user: null });
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      status: state.status,
      token: state.token,
      id: state.user?.id ?? null,
      name: state.user?.name ?? null,
      role: state.user?.role ?? null,
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
