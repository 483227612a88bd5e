import type { UserRow } from 'shared-api/contract';
import { Button, Stack, VisuallyHidden } from 'shared-ui';
import { DataTable, getSerialNumber, type DataTableColumn } from 'shared-ui/admin';
import styled from 'styled-components';
import {
  getToggleLabel,
  isProtectedUser,
  PASSWORD_MASK,
  USER_PAGE_SIZE,
} from '../utils/user-rules';

const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const RoleBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

export interface UserTableProps {
  /** The rows of the current page. */
  users: UserRow[];
  page: number;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  onToggle: (user: UserRow) => void;
}

function UserActions({
  user,
  onEdit,
  onDelete,
  onToggle,
}: Omit<UserTableProps, 'users' | 'page'> & { user: UserRow }) {
  // The admin cannot be deleted or disabled (the server refuses too), so those buttons are absent.
  const isProtected = isProtectedUser(user);
  const toggleLabel = getToggleLabel(user.isActive);
  return (
    <Stack $direction="row" $gap={2} $wrap>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Edit ${user.name}`}
        onClick={() => onEdit(user)}
      >
        Edit
      </Button>
      {!isProtected && (
        <Button
          size="sm"
          variant="danger"
          aria-label={`Delete ${user.name}`}
          onClick={() => onDelete(user)}
        >
          Delete
        </Button>
      )}
      {!isProtected && (
        <Button
          size="sm"
          variant={user.isActive ? 'secondary' : 'primary'}
          aria-label={`${toggleLabel} ${user.name}`}
          onClick={() => onToggle(user)}
        >
          {toggleLabel}
        </Button>
      )}
    </Stack>
  );
}

/** The 'User List' table: one page of users with serial numbers continuing across pages. */
export function UserTable({ users, page, onEdit, onDelete, onToggle }: UserTableProps) {
  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'serial',
      header: 'Sr No.',
      cell: (_user, index) => getSerialNumber(page, USER_PAGE_SIZE, index),
      card: 'hidden',
    },
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      cell: (user) => (
        <>
          {user.name}
          {/* A buyer stays a buyer when enabled: staff are only those added here (decision 094). */}
          {user.role === 'buyer' && <RoleBadge>Buyer</RoleBadge>}
          {!user.isActive && <Badge>Inactive</Badge>}
        </>
      ),
    },
    { key: 'email', header: 'Email', cell: (user) => user.email },
    { key: 'phone', header: 'Phone', cell: (user) => user.mobile },
    { key: 'username', header: 'Username', cell: (user) => user.username },
    {
      key: 'password',
      header: 'Password',
      // Only a mask: a card has no room for a field that says nothing.
      card: 'hidden',
      cell: () => (
        <>
          <span aria-hidden="true">{PASSWORD_MASK}</span>
          <VisuallyHidden>Hidden</VisuallyHidden>
        </>
      ),
    },
    { key: 'remarks', header: 'Remarks', cell: (user) => user.remark ?? '' },
    {
      key: 'action',
      header: 'Action',
      card: 'actions',
      cell: (user) => (
        <UserActions user={user} onEdit={onEdit} onDelete={onDelete} onToggle={onToggle} />
      ),
    },
  ];

  return <DataTable caption="User List" columns={columns} rows={users} cardBelow="lg" />;
}
