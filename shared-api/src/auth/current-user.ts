import type { CurrentUser } from '../contract/types';
import { apiClient } from '../http/api-client';
import { getErrorStatus } from '../http/errors';
import { clearStoredSession, getStoredToken } from '../storage/session-storage';
import { noteSessionRefused } from './session-end';

/**
 * Who is signed in, asked of the server (GET /api/auth/me); the role is never read from storage.
 * Without a stored token no call is made. A rejected token is forgotten (no redirect: a visitor
 * with a stale token keeps browsing the public pages, and a signed-in screen sends them to the
 * sign-in page with the session-ended notice). Any other failure answers null but keeps the token,
 * so the next page load can try again.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!getStoredToken()) return null;
  try {
    const response = await apiClient.get<CurrentUser>('/api/auth/me', { skipAuthRedirect: true });
    return response.data;
  } catch (error) {
    if (getErrorStatus(error) === 401) {
      clearStoredSession();
      noteSessionRefused();
    }
    return null;
  }
}
