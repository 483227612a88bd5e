import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { invalidateLookup, lookupQuery } from 'shared-api';
import { masterMessages, type LookupItem, type MasterDescriptor } from 'shared-api/contract';
import { useNotify } from 'shared-ui';

export interface MasterItems {
  items: LookupItem[];
  /** True until the first answer (or failure); later reloads keep the current rows on screen. */
  isLoading: boolean;
  /** Loads the list again, here and on every screen that chooses from it (after every change). */
  reload: () => Promise<void>;
}

const NONE: LookupItem[] = [];

/**
 * The rows of one lookup list. The screen that manages the list asks the server each time it
 * opens, showing the list the other screens already read meanwhile.
 */
export function useMasterItems(master: MasterDescriptor): MasterItems {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ ...lookupQuery(master), refetchOnMount: 'always' });

  useEffect(() => {
    if (!error) return;
    console.error(error);
    notify.error(masterMessages(master.label).fetchFailed);
  }, [error, master.label, notify]);

  const reload = useCallback(() => invalidateLookup(queryClient, master), [queryClient, master]);

  return { items: data ?? NONE, isLoading: isPending, reload };
}
