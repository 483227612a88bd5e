import { useCallback } from 'react';
import { useSearchParams } from 'shared-ui';
import { getEnquiries } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquiryStatus } from 'shared-api/contract';
import { useAsyncData } from '../../../hooks/use-async-data';
import { ENQUIRY_PAGE_SIZE } from '../utils/enquiry-format';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** One page of the inbox, newest first; page and status filter kept in the URL. */
export function useEnquiryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const rawStatus = searchParams.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;

  const load = useCallback(
    () =>
      getEnquiries({ limit: ENQUIRY_PAGE_SIZE, offset: (page - 1) * ENQUIRY_PAGE_SIZE, status }),
    [page, status],
  );
  const result = useAsyncData(load);

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

  return { ...result, page, status, setPage, setStatus };
}
