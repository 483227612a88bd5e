import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enquiryPageQuery } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquiryStatus } from 'shared-api/contract';
import { ENQUIRY_PAGE_SIZE } from '../utils/enquiry-format';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * One page of the inbox, newest first; page and status filter kept in the URL. The last page
 * stays on screen while the next loads.
 */
export function useEnquiryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const rawStatus = searchParams.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;

  const options = enquiryPageQuery({
    limit: ENQUIRY_PAGE_SIZE,
    offset: (page - 1) * ENQUIRY_PAGE_SIZE,
    status,
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
  const setStatus = useCallback(
    (next: EnquiryStatus | undefined) => setSearchParams(next ? { status: next } : {}),
    [setSearchParams],
  );

  return { ...result, queryKey: options.queryKey, page, status, setPage, setStatus };
}
