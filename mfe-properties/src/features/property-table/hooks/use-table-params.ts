import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROPERTY_SORTS } from 'shared-api/contract';
import type { PropertySort } from 'shared-api/contract';
import { parsePage } from '../utils/paging';

const isSort = (value: string | null): value is PropertySort =>
  (PROPERTY_SORTS as readonly (string | null)[]).includes(value);

/**
 * Page, search, sort and the without-RERA filter live in the URL
 * (/table_detail?q=…&sort=…&rera=missing&page=…), so the top bar's search box can link here, and
 * a reload or the back button returns to the same page.
 */
export function useTableParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const q = (searchParams.get('q') ?? '').trim();
  const rawSort = searchParams.get('sort');
  const sort = isSort(rawSort) ? rawSort : 'newest';
  const withoutRera = searchParams.get('rera') === 'missing';

  const update = useCallback(
    (changes: Record<string, string | null>, options?: { replace?: boolean }) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      }, options),
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      update({ page: next > 1 ? String(next) : null }, options),
    [update],
  );
  // A new search or order starts again at page 1.
  const setQuery = useCallback((next: string) => update({ q: next.trim(), page: null }), [update]);
  const setSort = useCallback(
    (next: PropertySort) => update({ sort: next === 'newest' ? null : next, page: null }),
    [update],
  );

  const setWithoutRera = useCallback(
    (next: boolean) => update({ rera: next ? 'missing' : null, page: null }),
    [update],
  );

  return { page, q, sort, withoutRera, setPage, setQuery, setSort, setWithoutRera };
}
