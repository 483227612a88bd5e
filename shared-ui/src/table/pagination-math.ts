/** Number of pages for `total` items, `size` per page; at least 1 (an empty list is one page). */
export function getPageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.ceil(total / size);
}

/** The 1-based serial number of a row, continuing across pages (page starts at 1). */
export function getSerialNumber(page: number, size: number, index: number): number {
  return (page - 1) * size + index + 1;
}

/** A page number or a gap marker. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Pages to show: all when few; else first, last, a window around `page`, and gaps between. */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  // first + last + current + 2 siblings + 2 gaps: below this, gaps would hide nothing.
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(2, Math.min(current - siblings, pageCount - 1 - (siblings * 2 + 1)));
  const end = Math.min(pageCount - 1, Math.max(current + siblings, 2 + siblings * 2 + 1));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}
