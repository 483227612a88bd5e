/** Rows per page of the listing table (docs/product.md section 9). */
export const PROPERTY_PAGE_SIZE = 10;

/** Reads a 1-based page number from the URL; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The server offset of a 1-based page. */
export const getPageOffset = (page: number, size: number): number => (page - 1) * size;

/**
 * The page to show once the total is known: a page past the end (after deletes, or an edited URL)
 * falls back to the last page, and an empty list to page 1.
 */
export function clampPage(page: number, total: number, size: number): number {
  const last = Math.max(1, Math.ceil(total / size));
  return Math.min(Math.max(1, page), last);
}
