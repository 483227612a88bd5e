/** India keeps one time zone, without daylight saving: the listings' possession months are its. */
const INDIA_MONTH = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});

/**
 * The month in India at `now`, as YYYY-MM (a listing's possession month is compared with it): from
 * 18:30 UTC on a month's last day, India is already in the next month.
 */
export function indiaMonth(now: Date = new Date()): string {
  const parts = INDIA_MONTH.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
