// The properties of a comparison, as its address names them (/compare?ids=3,8,12): the shortlist
// page links there, and the comparison page and its server `load` read it (decision 090).
import { isPropertyId } from 'shared-api';
import { PUBLIC_PATHS } from 'shared-api/contract';

/** A comparison shows 2 to 4 properties side by side: more no longer fit a laptop's width. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type CompareIds =
  { status: 'ok'; ids: string[] } | { status: 'too-few' | 'too-many'; ids: string[] };

/**
 * The ids in `ids=`, in the address's order, each once; what cannot be a property id is
 * dropped. Too few or too many is said rather than cut: the visitor chooses which to keep.
 */
export function readCompareIds(search: URLSearchParams): CompareIds {
  const ids = [
    ...new Set(
      (search.get('ids') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(isPropertyId),
    ),
  ];
  if (ids.length < COMPARE_MIN) return { status: 'too-few', ids };
  if (ids.length > COMPARE_MAX) return { status: 'too-many', ids };
  return { status: 'ok', ids };
}

/** The comparison's address for these ids (commas as they are: the address stays readable). */
export function comparePath(ids: readonly (string | number)[]): string {
  return `${PUBLIC_PATHS.compare}?ids=${ids.join(',')}`;
}
