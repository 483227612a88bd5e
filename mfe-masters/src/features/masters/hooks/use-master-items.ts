import { useCallback, useEffect, useState } from 'react';
import { getLookup } from 'shared-api';
import { masterMessages, type LookupItem, type MasterDescriptor } from 'shared-api/contract';
import { useNotify } from 'shared-ui';

export interface MasterItems {
  items: LookupItem[];
  /** True until the first answer (or failure); later reloads keep the current rows on screen. */
  isLoading: boolean;
  /** Fetches the list again (after every add, update or delete). */
  reload: () => void;
}

/** The rows of one lookup list, loaded on mount and reloaded after every change. */
export function useMasterItems(master: MasterDescriptor): MasterItems {
  const notify = useNotify();
  const [items, setItems] = useState<LookupItem[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // Only the latest request may fill the table: an older, slower answer is dropped.
    let isCurrent = true;
    getLookup(master)
      .then((rows) => {
        if (isCurrent) setItems(rows);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (isCurrent) notify.error(masterMessages(master.label).fetchFailed);
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [master, notify, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  return { items, isLoading, reload };
}
