// The address a public page is rendered and kept as (decision 095): its path and only the query
// parameters the page reads, validated and in a fixed order. Links people share carry
// `utm_*`, `fbclid`, `gclid`, `msclkid`...; were they part of the address, every click on a shared
// link would be a new render, and anyone could make up new ones without end.
import { isPropertyId } from 'shared-api';
import { HOME_SEARCH_KEYS, propertyListQuerySchema, PUBLIC_PATHS } from 'shared-api/contract';
import { findRoute } from '../app/route-table';

type QueryReader = (search: URLSearchParams) => URLSearchParams;

/** The search text's length the page keeps (it cuts longer text rather than refusing it). */
const SEARCH_TEXT_MAX = 100;

/**
 * One parameter of the home page's search, as the contract's list query takes it: a value the page
 * would not send (a typo in a hand-edited link) never makes a new address.
 */
function readHomeFilter(key: (typeof HOME_SEARCH_KEYS)[number], raw: string): string | null {
  const text = key === 'q' ? raw.trim().slice(0, SEARCH_TEXT_MAX) : raw.trim();
  if (text === '') return null;
  const parsed = propertyListQuerySchema.shape[key].safeParse(text);
  if (!parsed.success || parsed.data === undefined) return null;
  const value = Array.isArray(parsed.data) ? parsed.data.join(',') : String(parsed.data);
  // The page's default order: the same list as no sort at all (the page leaves it out too).
  return key === 'sort' && value === 'newest' ? null : value;
}

const readHomeSearch: QueryReader = (search) => {
  const kept = new URLSearchParams();
  for (const key of HOME_SEARCH_KEYS) {
    const raw = search.get(key);
    const value = raw === null ? null : readHomeFilter(key, raw);
    if (value !== null) kept.set(key, value);
  }
  return kept;
};

/** A comparison's ids (mfe-public's utils/compare-ids.ts): property ids, each once, in order. */
const readCompareIds: QueryReader = (search) => {
  const ids = new Set(
    (search.get('ids') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(isPropertyId),
  );
  return new URLSearchParams(ids.size > 0 ? { ids: [...ids].join(',') } : {});
};

/** The public pages that read their query, by route; every other page reads none. */
const QUERY_READERS: Readonly<Record<string, QueryReader>> = {
  [PUBLIC_PATHS.home]: readHomeSearch,
  [PUBLIC_PATHS.compare]: readCompareIds,
};

/**
 * The address `url` (a path and query, as asked) is rendered and cached as: the path, and the
 * query parameters its page reads. Staff pages, which the browser renders, and addresses the site
 * does not have keep no query at all.
 */
export function pageAddress(url: string): string {
  const asked = new URL(url, 'http://page.invalid');
  const route = findRoute(asked.pathname)?.route;
  const reader = route?.access === 'public' ? QUERY_READERS[route.path] : undefined;
  const query = reader?.(asked.searchParams).toString() ?? '';
  return query === '' ? asked.pathname : `${asked.pathname}?${query}`;
}
