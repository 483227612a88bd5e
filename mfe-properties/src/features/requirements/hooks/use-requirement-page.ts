import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requirementPageQuery } from 'shared-api';
import type { RequirementParams } from './use-requirement-params';
import { REQUIREMENT_PAGE_SIZE } from '../utils/requirement-format';

/** One page of requirements, newest first; the last page stays on screen while the next loads. */
export function useRequirementPage({
  page,
  status,
  purpose,
  q,
}: Pick<RequirementParams, 'page' | 'status' | 'purpose' | 'q'>) {
  const options = requirementPageQuery({
    limit: REQUIREMENT_PAGE_SIZE,
    offset: (page - 1) * REQUIREMENT_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(purpose ? { purpose } : {}),
    ...(q ? { q } : {}),
  });
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  return { ...result, queryKey: options.queryKey };
}
