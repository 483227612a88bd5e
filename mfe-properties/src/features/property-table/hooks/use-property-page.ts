import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { propertyPageQuery } from 'shared-api';
import type { PropertySort } from 'shared-api/contract';
import { clampPage, getPageOffset, PROPERTY_PAGE_SIZE } from '../utils/paging';

interface Params {
  page: number;
  q: string;
  sort: PropertySort;
  /** Only the listings without a RERA registration number. */
  withoutRera: boolean;
  /** Moves to another page (replacing the history entry when correcting the URL). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * One page of the signed-in user's properties from the server (`mine`: an agent's own, the
 * admin's all). The last page stays on screen while the next loads, so the table does not flash
 * empty. A page past the end, after deletes or from an old link, moves to the last page.
 */
export function usePropertyPage({ page, q, sort, withoutRera, setPage }: Params) {
  const options = propertyPageQuery({
    limit: PROPERTY_PAGE_SIZE,
    offset: getPageOffset(page, PROPERTY_PAGE_SIZE),
    q: q === '' ? undefined : q,
    sort,
    mine: 'true',
    ...(withoutRera ? { rera: 'missing' as const } : {}),
  });
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  const total = result.isFetching ? undefined : result.data?.total;

  useEffect(() => {
    if (total === undefined) return;
    const target = clampPage(page, total, PROPERTY_PAGE_SIZE);
    if (target !== page) setPage(target, { replace: true });
  }, [total, page, setPage]);

  return { ...result, queryKey: options.queryKey };
}
