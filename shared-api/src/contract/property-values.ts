// Plain values and helpers of properties, without the validator: the visitor's list and detail
// pages import these, and a module that builds a zod schema at load would bring zod with it.

export const AREA_UNITS = ['sqft', 'acres', 'm2', 'yards'] as const;
export const YES_NO = ['yes', 'no'] as const;
/** The yes/no and unit choosers' options (the property record's `choice` fields). */
export const YES_NO_OPTIONS = YES_NO.map((value) => ({
  value,
  label: value === 'yes' ? 'Yes' : 'No',
}));
export const UNIT_OPTIONS = AREA_UNITS.map((value) => ({ value, label: value }));
export const IMAGE_SLOTS = 6;

/** Map embeds are accepted only from these origins (form and server). */
export const DEFAULT_MAP_EMBED_PREFIXES = ['https://www.google.com/maps/embed'] as const;

/** Longer than any real embed markup; a longer text is left as it is (and refused by its length). */
const MAP_INPUT_MAX = 4000;

/**
 * Accepts either a bare URL or pasted `<iframe src="…">` markup and returns the URL it holds
 * (or the trimmed input when there is no src attribute).
 */
export function extractMapSrc(input: string): string {
  if (input.length > MAP_INPUT_MAX) return input.trim();
  const match = /\bsrc\s*=\s*(["'])(.*?)\1/i.exec(input);
  const src = match?.[2] ?? input;
  return src.trim().replace(/&amp;/g, '&');
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * True when the URL is a plain https URL under one of the allowed embed prefixes. Compared as a
 * parsed URL, never as text: its origin must equal the prefix's, and its normalised path (dot
 * segments and backslashes resolved as a browser resolves them) must be the prefix's path or
 * below it, so `…/maps/embed/../../url?q=…` is refused.
 */
export function isAllowedMapUrl(
  url: string,
  prefixes: readonly string[] = DEFAULT_MAP_EMBED_PREFIXES,
): boolean {
  if (!/^https:\/\/[^\s"'<>]+$/.test(url)) return false;
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return prefixes.some((prefix) => {
    const allowed = parseUrl(prefix);
    if (!allowed) return false;
    const base = allowed.pathname.replace(/\/+$/, '');
    return (
      parsed.origin === allowed.origin &&
      (parsed.pathname === base || parsed.pathname.startsWith(`${base}/`))
    );
  });
}

export const MAP_LINK_MESSAGE =
  'Map link must be a Google Maps share, place or embed link (or leave it empty)';

/** Hosts and paths of Google Maps' share and place links (not embeddable; the page links them). */
const MAP_SHARE_LINKS: readonly { host: string; path: RegExp }[] = [
  { host: 'maps.app.goo.gl', path: /^\/[A-Za-z0-9_-]+\/?$/ },
  { host: 'goo.gl', path: /^\/maps\/[A-Za-z0-9_-]+\/?$/ },
  ...['www.google.com', 'google.com', 'maps.google.com', 'www.google.co.in', 'google.co.in'].map(
    (host) => ({ host, path: /^\/maps(?:\/(?:place|search|dir|@)[^\\]*)?$/ }),
  ),
];

/**
 * True for the link Google Maps' Share button gives (https://maps.app.goo.gl/…, goo.gl/maps/…)
 * and a place's address-bar link (https://www.google.com/maps/place/…): a plain https URL, no
 * credentials, on one of those hosts and paths, compared parsed (decision 094).
 */
export function isMapShareLink(url: string): boolean {
  if (!/^https:\/\/[^\s"'<>]+$/.test(url)) return false;
  const parsed = parseUrl(url);
  if (!parsed || parsed.username || parsed.password || parsed.port) return false;
  return MAP_SHARE_LINKS.some(
    (link) => parsed.hostname === link.host && link.path.test(parsed.pathname),
  );
}

/**
 * A map of an address, in the form Google documents for embedding a search
 * (https://www.google.com/maps?q=…&output=embed): what the page shows when the listing has no
 * embed link. Built here, never from a stored URL, so only the encoded address varies.
 */
export function addressMapUrl(parts: readonly (string | null | undefined)[]): string | null {
  const address = parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  if (address === '') return null;
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/**
 * The form of a project's RERA registration number and one number of that form (the site
 * configuration's `rera`). The form and the server take it from there; MahaRERA's by default.
 */
export interface ReraNumberRule {
  /** A regular expression's source, e.g. `^P\\d{11}$`. */
  numberPattern: string;
  numberExample: string;
}
export const DEFAULT_RERA_NUMBER_RULE: ReraNumberRule = {
  numberPattern: '^P\\d{11}$',
  numberExample: 'P52100012345',
};

/** The message of a registration number that does not match, the same in the form and the API. */
export function reraNumberMessage(example: string): string {
  return `RERA registration number must look like ${example}`;
}

/** The authority's page for one registered project: the site's template with `{number}` filled. */
export function reraProjectUrl(template: string, reraNumber: string): string {
  return template.replace('{number}', encodeURIComponent(reraNumber));
}

/** File fields of the property form, with the messages of their required slots. */
export const PROPERTY_FILE_MESSAGES = {
  image1: 'Image 1 is required',
  image2: 'Image 2 is required',
  video: 'Video is required',
  sanctionFile: 'Upload a file for this sanction',
} as const;

/** Size limits per kind of upload, in bytes (server-enforced; forms warn early). */
export const UPLOAD_LIMITS = {
  image: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 10 * 1024 * 1024,
} as const;

export const PROPERTY_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
/** Page size cap of GET /api/property/properties when no `limit` is given, and its maximum. */
export const PROPERTY_LIST_MAX_LIMIT = 100;

/** A property's bedrooms: 0 is a studio (1 RK), otherwise 1 to 10 (BHK). */
/**
 * The most properties the list's `ids` filter names in one read: a visitor's whole shortlist
 * (SHORTLIST_MAX is this number).
 */
export const PROPERTY_IDS_FILTER_MAX = 20;

export const BEDROOMS_MIN = 0;
export const BEDROOMS_MAX = 10;
/** Every bedroom count a listing or a requirement can name, smallest first. */
export const BEDROOM_COUNTS = Array.from(
  { length: BEDROOMS_MAX - BEDROOMS_MIN + 1 },
  (_, index) => BEDROOMS_MIN + index,
);

/** How buyers say a bedroom count: 0 → '1 RK', 2 → '2 BHK'. */
export function formatBhk(bedrooms: number): string {
  return bedrooms === 0 ? '1 RK' : `${bedrooms} BHK`;
}

/** The bedrooms chooser's options (the property record's `bhk` field): '1 RK', '1 BHK' … '10 BHK'. */
export const BEDROOM_OPTIONS = BEDROOM_COUNTS.map((bedrooms) => ({
  value: String(bedrooms),
  label: formatBhk(bedrooms),
}));

/** A carpet area as buyers read it: 1050 → '1,050 sq.ft.' (Indian digit grouping). */
export function formatSqft(sqft: number): string {
  return `${sqft.toLocaleString('en-IN', { maximumFractionDigits: 2 })} sq.ft.`;
}

/**
 * The list query's parameters the public home page's search keeps in its address, in the order
 * the page writes them; the host's server renders and caches the home page by these alone.
 */
export const HOME_SEARCH_KEYS = [
  'q',
  'city',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'bhk',
  'minArea',
  'maxArea',
  'sort',
] as const;

/** How long a lowered price shows as "Price reduced" on the card and the page. */
export const PRICE_REDUCED_DAYS = 30;
export const PRICE_REDUCED_LABEL = 'Price reduced';
