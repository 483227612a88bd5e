import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enquiryPageQuery } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquirySort, EnquiryStatus } from 'shared-api/contract';
import { ENQUIRY_PAGE_SIZE } from '../utils/enquiry-format';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * One page of the inbox, newest (or waiting) first; page, status filter and order kept in the URL. The last page
 * stays on screen while the next loads.
 */
export function useEnquiryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const rawStatus = searchParams.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const sort: EnquirySort | undefined =
    searchParams.get('sort') === 'waiting' ? 'waiting' : undefined;

  const options = enquiryPageQuery({
    limit: ENQUIRY_PAGE_SIZE,
    offset: (page - 1) * ENQUIRY_PAGE_SIZE,
    status,
    ...(sort ? { sort } : {}),
  });
  const result = useQuery({ ...options, placeholderData: keepPreviousData });

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
  // A new filter or order starts again at page 1 and keeps the other choice.
  const choose = useCallback(
    (name: 'status' | 'sort', next: string | undefined) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        if (next) params.set(name, next);
        else params.delete(name);
        return params;
      }),
    [setSearchParams],
  );
  const setStatus = useCallback(
    (next: EnquiryStatus | undefined) => choose('status', next),
    [choose],
  );
  const setSort = useCallback((next: EnquirySort | undefined) => choose('sort', next), [choose]);

  return { ...result, queryKey: options.queryKey, page, status, sort, setPage, setStatus, setSort };
}
