const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const LAKH = 100_000;
const CRORE = 10_000_000;

/** Indian digit grouping: 4500000 → '45,00,000'. */
export function formatIndianNumber(value: number): string {
  return indian.format(value);
}

/** Full price: 4500000 → 'Rs. 45,00,000'. */
export function formatPrice(value: number): string {
  return `Rs. ${formatIndianNumber(value)}`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Short price where space is tight: 'Rs. 1.25 Cr', 'Rs. 45 L', 'Rs. 45.5 L', else the full price. */
export function formatPriceShort(value: number): string {
  const size = Math.abs(value);
  // 99,99,999 rounds to 100 lakh, which reads better as 1 crore.
  if (size >= CRORE || (size >= LAKH && round2(size / LAKH) >= 100)) {
    return `Rs. ${formatIndianNumber(round2(value / CRORE))} Cr`;
  }
  if (size >= LAKH) return `Rs. ${formatIndianNumber(round2(value / LAKH))} L`;
  return formatPrice(value);
}
