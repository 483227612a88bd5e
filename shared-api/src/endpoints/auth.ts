import type { LoginInput } from '../contract/people';
import type {
  ForgotPasswordInput,
  PasswordResetAvailability,
  ResetPasswordInput,
} from '../contract/password-reset';
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

/** GET /api/auth/password-reset: whether "Forgot password?" can send its e-mail (decision 102). */
export async function getPasswordResetAvailability(): Promise<PasswordResetAvailability> {
  const response = await apiClient.get<PasswordResetAvailability>('/api/auth/password-reset', {
    skipAuthRedirect: true,
  });
  return response.data;
}

/** POST /api/auth/forgot-password: the same answer whether the account exists or not. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const response = await apiClient.post<{ message: string }>('/api/auth/forgot-password', input, {
    skipAuthRedirect: true,
  });
  return response.data.message;
}

/** POST /api/auth/reset-password: the e-mailed link's token and the new password. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const response = await apiClient.post<{ message: string }>('/api/auth/reset-password', input, {
    skipAuthRedirect: true,
  });
  return response.data.message;
}
