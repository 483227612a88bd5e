/**
 * Roles. The seeded first user (id 1) is the admin; staff added in User Management are agents; a
 * visitor who registers on Post Requirement is a buyer, and stays one when the admin enables the
 * account (decision 094): a buyer is never staff.
 */
import { PUBLIC_PATHS } from './public-paths';
export const ROLES = ['admin', 'agent', 'buyer'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that reach the staff's screens, remotes and API. */
export const STAFF_ROLES = ['admin', 'agent'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for the admin and agents; false for a buyer. */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'admin' || role === 'agent';
}

/** Where a signed-in person lands after signing in: staff at the dashboard, a buyer at theirs. */
export function getHomePathOf(role: Role): string {
  return isStaffRole(role) ? '/dashboard' : PUBLIC_PATHS.myRequirement;
}
