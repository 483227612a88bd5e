import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  dashboardKeys,
  deleteUser,
  getErrorMessage,
  invalidateUsers,
  toggleUserStatus,
  usersQuery,
} from 'shared-api';
import type { UserRow } from 'shared-api/contract';
import { useConfirm, useNotify } from 'shared-ui';
import { USER_MESSAGES } from '../utils/user-rules';

export interface UsersState {
  users: UserRow[];
  /** True until the first answer (or failure); later reloads keep the current rows on screen. */
  isLoading: boolean;
  /** Loads the list again (after a save). */
  reload: () => Promise<void>;
  /** Resolves true when the user was deleted. */
  remove: (user: UserRow) => Promise<boolean>;
  toggle: (user: UserRow) => Promise<void>;
}

const NONE: UserRow[] = [];

/**
 * The user list and its row actions. The spec only logs fetch and toggle failures; we also tell
 * the admin, since a silent failure looks like a button that does nothing.
 */
export function useUsers(): UsersState {
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(usersQuery());
  const { mutateAsync: sendDelete } = useMutation({ mutationFn: deleteUser });
  const { mutateAsync: sendToggle } = useMutation({ mutationFn: toggleUserStatus });

  useEffect(() => {
    if (!error) return;
    console.error(error);
    notify.error(USER_MESSAGES.fetchFailed);
  }, [error, notify]);

  const reload = useCallback(() => invalidateUsers(queryClient), [queryClient]);

  // The server's answer says what became of the row: the list takes it as it is (two admins may
  // race; the answer is the truth), and the counts of users awaiting enabling load again.
  const updateRows = useCallback(
    (update: (rows: UserRow[]) => UserRow[]) => {
      queryClient.setQueryData(usersQuery().queryKey, (rows) => rows && update(rows));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
    },
    [queryClient],
  );

  const remove = useCallback(
    async (user: UserRow) => {
      if (!(await confirm(USER_MESSAGES.deleteConfirm, { confirmLabel: 'Delete' }))) return false;
      try {
        const answer = await sendDelete(user.id);
        notify.success(answer.message || USER_MESSAGES.deleted);
      } catch (deleteError) {
        console.error(deleteError);
        notify.error(USER_MESSAGES.deleteFailed);
        return false;
      }
      updateRows((rows) => rows.filter((row) => row.id !== user.id));
      return true;
    },
    [confirm, notify, sendDelete, updateRows],
  );

  const toggle = useCallback(
    async (user: UserRow) => {
      try {
        const answer = await sendToggle(user.id);
        // The new state is the server's, not a local flip: two admins may race.
        updateRows((rows) =>
          rows.map((row) => (row.id === user.id ? { ...row, isActive: answer.isActive } : row)),
        );
        if (answer.message) notify.success(answer.message);
      } catch (toggleError) {
        console.error(toggleError);
        notify.error(getErrorMessage(toggleError, USER_MESSAGES.toggleFailed));
      }
    },
    [notify, sendToggle, updateRows],
  );

  return { users: data ?? NONE, isLoading: isPending, reload, remove, toggle };
}
