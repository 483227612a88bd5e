import type { UserRow } from 'shared-api/contract';

/** The user list's page size (docs/product.md section 9). */
export const USER_PAGE_SIZE = 5;

/** Shown in the Password column: the server never sends a password or its hash. */
export const PASSWORD_MASK = '••••••';

export const USER_MESSAGES = {
  saved: 'User processed successfully',
  saveFailed: 'An error occurred',
  deleteConfirm: 'Are you sure you want to delete this user?',
  deleteFailed: 'Failed to delete user',
  deleted: 'User deleted successfully',
  fetchFailed: 'Failed to fetch users',
  toggleFailed: 'Failed to change the user status',
  keepPasswordHint: 'Leave empty to keep the current password',
} as const;

/** The seeded first user is the admin; the server refuses to delete or disable it. */
export function isProtectedUser(user: UserRow): boolean {
  return user.id === 1 || user.role === 'admin';
}

/** The toggle's label names the action it performs, so it reads from the current state. */
export function getToggleLabel(isActive: boolean): 'Disable' | 'Enable' {
  return isActive ? 'Disable' : 'Enable';
}
