import {
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  HOME_SEARCH_KEYS,
  parseRupees,
  PROPERTY_SORTS,
  type PropertyListQuery,
  type PropertySort,
} from 'shared-api/contract';

/** Cards per request; three rows of four on wide screens. */
export const HOME_PAGE_SIZE = 12;

export const HOME_SORT_OPTIONS: readonly { value: PropertySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

/** The home search as it lives in the URL: raw strings, '' when unset. */
export interface HomeFilters {
  q: string;
  city: string;
  type: string;
  status: string;
  minPrice: string;
  maxPrice: string;
  /** Bedroom counts, comma-separated as the API takes them ('2,3'; '0' is 1 RK). */
  bhk: string;
  /** Carpet area range, sq.ft. */
  minArea: string;
  maxArea: string;
  sort: string;
}

export const FILTER_KEYS = HOME_SEARCH_KEYS satisfies readonly (keyof PropertyListQuery)[];

export const EMPTY_FILTERS: HomeFilters = {
  q: '',
  city: '',
  type: '',
  status: '',
  minPrice: '',
  maxPrice: '',
  bhk: '',
  minArea: '',
  maxArea: '',
  sort: '',
};

export function readFilters(params: URLSearchParams): HomeFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** URL query of a search: empty values and the default sort are left out to keep links short. */
export function toSearchParams(filters: HomeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '' && !(key === 'sort' && value === 'newest')) params.set(key, value);
  }
  return params;
}

function toPositiveInt(value: string): number | undefined {
  const parsed = Number(value);
  return value !== '' && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A budget as typed ("80,00,000", "80 lakh", "1.2 crore") in whole rupees. */
function toRupees(value: string): number | undefined {
  const rupees = parseRupees(value);
  return value !== '' && Number.isSafeInteger(rupees) && rupees >= 0 ? rupees : undefined;
}

function toNonNegativeNumber(value: string): number | undefined {
  const parsed = Number(value);
  return value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/** The bedroom counts of a comma list, smallest first, without repeats or what is no count. */
export function readBedroomCounts(value: string): number[] {
  const counts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
    .filter((count) => count >= BEDROOMS_MIN && count <= BEDROOMS_MAX);
  return [...new Set(counts)].sort((a, b) => a - b);
}

function isSort(value: string): value is PropertySort {
  return (PROPERTY_SORTS as readonly string[]).includes(value);
}

/**
 * The server query of a search, a page of HOME_PAGE_SIZE at a time (the offset is the page's).
 * Values a hand-edited URL got wrong are dropped rather than sent, so the server never answers a
 * visitor's typo with a 400.
 */
export function toPropertyQuery(filters: HomeFilters): Omit<Partial<PropertyListQuery>, 'offset'> {
  const query: Omit<Partial<PropertyListQuery>, 'offset'> = { limit: HOME_PAGE_SIZE };
  const q = filters.q.trim().slice(0, 100);
  if (q !== '') query.q = q;
  const city = toPositiveInt(filters.city);
  if (city !== undefined) query.city = city;
  const type = toPositiveInt(filters.type);
  if (type !== undefined) query.type = type;
  const status = toPositiveInt(filters.status);
  if (status !== undefined) query.status = status;
  const minPrice = toRupees(filters.minPrice);
  if (minPrice !== undefined) query.minPrice = minPrice;
  const maxPrice = toRupees(filters.maxPrice);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const bhk = readBedroomCounts(filters.bhk);
  if (bhk.length > 0) query.bhk = bhk;
  const minArea = toNonNegativeNumber(filters.minArea);
  if (minArea !== undefined) query.minArea = minArea;
  const maxArea = toNonNegativeNumber(filters.maxArea);
  if (maxArea !== undefined) query.maxArea = maxArea;
  query.sort = isSort(filters.sort) ? filters.sort : 'newest';
  return query;
}
