const LAKH = 100_000;
const CRORE = 10_000_000;

// The first Intl.NumberFormat a page creates loads ICU's number data: about 80-110 ms of main
// thread on our 2-core machine, four times that on a phone-class CPU, on every visitor's first
// load (docs/decisions/060). The grouping below gives Intl's 'en-IN' answer without it; Intl is
// still the fallback for what it does not cover (exponent notation, infinities, NaN).
let intl: Intl.NumberFormat | undefined;
function formatWithIntl(value: number): string {
  intl ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return intl.format(value);
}

/** '1234567' → '12,34,567': the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? head : `0${head}`;
  const grouped = (pairs.match(/\d\d/g) ?? []).join(',').replace(/^0/, '');
  return `${grouped},${digits.slice(-3)}`;
}

/** Adds one to a string of decimal digits: '099' → '100', '99' → '100'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Indian digit grouping: 4500000 → '45,00,000', at most two decimals. Like Intl (and unlike
 * toFixed) it rounds the number's shortest decimal form half away from zero: 1.005 → '1.01'.
 */
export function formatIndianNumber(value: number): string {
  // Shortest round-trip digits, as ICU uses them; 'e' for below 1e-6 and from 1e21 up.
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) return formatWithIntl(value);
  const [integer = '0', fraction = ''] = plain.split('.');
  let whole = integer;
  let decimals = fraction.slice(0, 2);
  if ((fraction[2] ?? '0') >= '5') {
    const rounded = incrementDigits(`${whole}${decimals.padEnd(2, '0')}`);
    whole = rounded.slice(0, -2) || '0';
    decimals = rounded.slice(-2);
  }
  decimals = decimals.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
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
