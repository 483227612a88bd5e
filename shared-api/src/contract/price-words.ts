const LAKH = 100_000;
const CRORE = 10_000_000;

/** Up to two decimals, without trailing zeros: 45 → '45', 1.5 → '1.5', 1.256 → '1.26'. */
function shortDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A price as buyers say it, for titles, share images and summaries: 4500000 → 'Rs. 45 lakh',
 * 12500000 → 'Rs. 1.25 crore', 95000 → 'Rs. 95,000'. The server (share images) and the pages
 * (titles) write it alike.
 */
export function formatPriceInWords(value: number): string {
  const size = Math.abs(value);
  // 99,99,999 rounds to 100 lakh, which reads better as 1 crore.
  if (size >= CRORE || (size >= LAKH && Math.round((size / LAKH) * 100) / 100 >= 100)) {
    return `Rs. ${shortDecimal(value / CRORE)} crore`;
  }
  if (size >= LAKH) return `Rs. ${shortDecimal(value / LAKH)} lakh`;
  return `Rs. ${Math.round(value).toLocaleString('en-IN')}`;
}
