import { useCallback } from 'react';
import { REQUIREMENT_PURPOSES, REQUIREMENT_STATUSES } from 'shared-api/contract';
import type { RequirementPurpose, RequirementStatus } from 'shared-api/contract';
import { useSearchParams } from 'react-router-dom';

const isOneOf = <V extends string>(
  options: readonly { value: V }[],
  value: string | null,
): value is V => options.some((option) => option.value === value);

function readId(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * Page, filters and the requirement whose matches are open live in the URL
 * (/requirements?status=open&purpose=buy&q=…&page=2&matches=12): a reload or the back button
 * returns to the same view, and the edit page can link straight to a requirement.
 */
export function useRequirementParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readId(searchParams.get('page')) ?? 1;
  const rawStatus = searchParams.get('status');
  const status = isOneOf(REQUIREMENT_STATUSES, rawStatus) ? rawStatus : undefined;
  const rawPurpose = searchParams.get('purpose');
  const purpose = isOneOf(REQUIREMENT_PURPOSES, rawPurpose) ? rawPurpose : undefined;
  const q = (searchParams.get('q') ?? '').trim();
  const openId = readId(searchParams.get('matches'));

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? String(next) : null }),
    [update],
  );
  // A new filter starts again at page 1.
  const setStatus = useCallback(
    (next: RequirementStatus | undefined) => update({ status: next ?? null, page: null }),
    [update],
  );
  const setPurpose = useCallback(
    (next: RequirementPurpose | undefined) => update({ purpose: next ?? null, page: null }),
    [update],
  );
  const setQuery = useCallback((next: string) => update({ q: next.trim(), page: null }), [update]);
  const setOpenId = useCallback(
    (next: number | undefined) => update({ matches: next === undefined ? null : String(next) }),
    [update],
  );

  return { page, status, purpose, q, openId, setPage, setStatus, setPurpose, setQuery, setOpenId };
}

export type RequirementParams = ReturnType<typeof useRequirementParams>;
