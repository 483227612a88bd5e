import { useState } from 'react';
import type { UserRow } from 'shared-api/contract';
import { Container, FormNotice, Stack, usePageTitle } from 'shared-ui';
import { getPageCount, PagedList } from 'shared-ui/admin';
import { useUsers } from '../hooks/use-users';
import { USER_PAGE_SIZE } from '../utils/user-rules';
import { UserForm } from './user-form';
import { UserTable } from './user-table';

interface Notice {
  tone: 'success' | 'error';
  message: string;
}

/** Add New User: the user form above the paged 'User List'. */
export function UserManagementPage() {
  usePageTitle('Add New User');
  const { users, isLoading, reload, remove, toggle } = useUsers();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [page, setPage] = useState(1);

  const pageCount = getPageCount(users.length, USER_PAGE_SIZE);
  // A delete can empty the last page: show the page that now is the last.
  const currentPage = Math.min(page, pageCount);
  const pageRows = users.slice((currentPage - 1) * USER_PAGE_SIZE, currentPage * USER_PAGE_SIZE);

  const handleSaved = (message: string) => {
    setNotice({ tone: 'success', message });
    setEditing(null);
    void reload();
  };

  const handleEdit = (user: UserRow) => {
    setNotice(null);
    setEditing(user);
  };

  const handleDelete = async (user: UserRow) => {
    const isDeleted = await remove(user);
    if (isDeleted) setEditing((current) => (current?.id === user.id ? null : current));
  };

  return (
    <Container>
      <Stack $gap={5}>
        <UserForm
          // A fresh form per mode and user: defaults, rules and errors start clean.
          key={editing ? `edit-${editing.id}` : 'add'}
          editing={editing}
          onSaved={handleSaved}
          onFailed={(message) => setNotice({ tone: 'error', message })}
          onCancel={() => setEditing(null)}
          notice={notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        />
        <div>
          <PagedList
            isLoaded={!isLoading || users.length > 0}
            loadingLabel="Loading users"
            paging={{
              page: currentPage,
              pageCount,
              onPageChange: setPage,
              label: 'User List pages',
            }}
          >
            <UserTable
              users={pageRows}
              page={currentPage}
              onEdit={handleEdit}
              onDelete={(user) => void handleDelete(user)}
              onToggle={(user) => void toggle(user)}
            />
          </PagedList>
        </div>
      </Stack>
    </Container>
  );
}
