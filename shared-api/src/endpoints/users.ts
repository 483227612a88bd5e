import type { RegistrationInput, UserInput, UserUpdateInput } from '../contract/people';
import type { RequirementInput } from '../contract/requirement';
import type { MessageResponse, ToggleUserResponse, UserRow } from '../contract/types';
import { apiClient } from '../http/api-client';
import { segment } from './paths';

const BASE = '/api/master_table';

/**
 * POST /api/master_table/register_user (public registration; the account starts inactive), with
 * what the person is looking for when they said (decision 089).
 */
export async function registerUser(
  input: RegistrationInput & { requirement?: RequirementInput },
): Promise<MessageResponse> {
  const response = await apiClient.post<MessageResponse>(`${BASE}/register_user`, input);
  return response.data;
}

/** GET /api/master_table/get_users. */
export async function getUsers(): Promise<UserRow[]> {
  const response = await apiClient.get<UserRow[]>(`${BASE}/get_users`);
  return response.data;
}

/** POST /api/master_table/add_user. */
export async function addUser(input: UserInput): Promise<MessageResponse> {
  const response = await apiClient.post<MessageResponse>(`${BASE}/add_user`, input);
  return response.data;
}

/** PUT /api/master_table/update_user/{id}; an empty password keeps the current one. */
export async function updateUser(id: number, input: UserUpdateInput): Promise<MessageResponse> {
  const response = await apiClient.put<MessageResponse>(
    `${BASE}/update_user/${segment(id)}`,
    input,
  );
  return response.data;
}

/** DELETE /api/master_table/delete_user/{id}. */
export async function deleteUser(id: number): Promise<MessageResponse> {
  const response = await apiClient.delete<MessageResponse>(`${BASE}/delete_user/${segment(id)}`);
  return response.data;
}

/** PUT /api/master_table/toggle_user_status/{id}; the new state is the server's `isActive`. */
export async function toggleUserStatus(id: number): Promise<ToggleUserResponse> {
  const response = await apiClient.put<ToggleUserResponse>(
    `${BASE}/toggle_user_status/${segment(id)}`,
  );
  return response.data;
}
