import { useCallback, useEffect } from 'react';
import { getProperties } from 'shared-api';
import type { PropertySort } from 'shared-api/contract';
import { useAsyncData } from '../../../hooks/use-async-data';
import { clampPage, getPageOffset, PROPERTY_PAGE_SIZE } from '../utils/paging';

interface Params {
  page: number;
  q: string;
  sort: PropertySort;
  /** Moves to another page (replacing the history entry when correcting the URL). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * One page of the signed-in user's properties from the server (`mine`: an agent's own, the
 * admin's all). A page past the end, after deletes or from an old link, moves to the last page.
 */
export function usePropertyPage({ page, q, sort, setPage }: Params) {
  const load = useCallback(
    () =>
      getProperties({
        limit: PROPERTY_PAGE_SIZE,
        offset: getPageOffset(page, PROPERTY_PAGE_SIZE),
        q: q === '' ? undefined : q,
        sort,
        mine: 'true',
      }),
    [page, q, sort],
  );
  const result = useAsyncData(load);
  const total = result.isLoading ? undefined : result.data?.total;

  useEffect(() => {
    if (total === undefined) return;
    const target = clampPage(page, total, PROPERTY_PAGE_SIZE);
    if (target !== page) setPage(target, { replace: true });
  }, [total, page, setPage]);

  return result;
}
