import type { LoginInput } from '../contract/people';
import type { CurrentUser, LoginResponse, SessionActivity } from '../contract/types';
import { apiClient } from '../http/api-client';

/** POST /api/auth/login. A wrong password is an ordinary error (401 with the server's message). */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const response = await apiClient.post<LoginResponse>('/api/auth/login', input, {
    skipAuthRedirect: true,
  });
  return response.data;
}

/** POST /api/auth/logout: revokes the current token on the server. */
export async function logout(): Promise<void> {
  await apiClient.post('/api/auth/logout', undefined, { skipAuthRedirect: true });
}

/** POST /api/auth/logout for a token that is not the stored one (a session this page will not keep). */
export async function revokeToken(token: string): Promise<void> {
  await apiClient.post('/api/auth/logout', undefined, {
    skipAuthRedirect: true,
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** POST /api/auth/activity: the person is at work (renews the idle limit); when the session ends. */
export async function reportActivity(): Promise<SessionActivity> {
  const response = await apiClient.post<SessionActivity>('/api/auth/activity');
  return response.data;
}

/** GET /api/auth/me: who the stored token belongs to, with the role. */
export async function getMe(): Promise<CurrentUser> {
  const response = await apiClient.get<CurrentUser>('/api/auth/me');
  return response.data;
}
