import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChangeFilters } from 'shared-api';
import { changeListQuerySchema } from 'shared-api/contract';

const filterSchema = changeListQuerySchema.pick({
  userId: true,
  entity: true,
  from: true,
  to: true,
});

/**
 * The Activity screen's page and filters, kept in the URL (a link or a reload shows the same
 * changes); read with the server's own rules, so a filter the server would refuse is dropped.
 */
export function useActivityParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Object.fromEntries(
    ['userId', 'entity', 'from', 'to'].flatMap((key) => {
      const value = searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = filterSchema.safeParse(raw);
  const filters: ChangeFilters = parsed.success ? parsed.data : {};
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  /** Sets one filter (empty: any) and goes back to the first page. */
  const setFilter = useCallback(
    (key: keyof ChangeFilters, value: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return { filters, page, setFilter, setPage };
}
