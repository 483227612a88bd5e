import { UserManagementPage } from '../features/users/components/user-management-page';

/** Federated page for /add_user (admin only; the host guards the route). */
export default function UserManagement() {
  return <UserManagementPage />;
}
