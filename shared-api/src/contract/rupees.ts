// Rupee amounts as brokers type them: "78,50,000", "78.5 lakh", "1.2 crore", "Rs. 45 L". The
// property form, the requirement's budget and the list's price filter read them alike, on the
// form and on the server, so what the page says it understood is what is stored.

const UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  cr: 10_000_000,
  crs: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

/** Longer than any amount a person types; a longer text is left as it is (and refused). */
const RUPEES_INPUT_MAX = 40;

/**
 * The rupees a text names, or NaN when it names none: '78,50,000' → 7850000, '78.5 lakh' →
 * 7850000, '1.2 crore' → 12000000. Commas may sit anywhere (Indian or Western grouping); a
 * leading "Rs." or "₹" is ignored. A unit turns a decimal into whole rupees (rounded).
 */
export function parseRupees(text: string): number {
  if (text.length > RUPEES_INPUT_MAX) return Number.NaN;
  const compact = text
    .trim()
    .toLowerCase()
    .replace(/^(?:rs\.?|inr|₹)\s*/, '')
    .replace(/,/g, '');
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)\.?$/.exec(compact);
  if (!match) return Number.NaN;
  const [, digits = '', word = ''] = match;
  const amount = Number(digits);
  if (word === '') return amount;
  const unit = UNITS[word];
  return unit === undefined ? Number.NaN : Math.round(amount * unit);
}

/**
 * A form or query value as rupees for a number rule: blank → undefined (the rule's "required"),
 * text → its rupees (NaN, and so the rule's "invalid", when it names none); anything else as is.
 */
export function rupeesOrUndefined(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : parseRupees(value);
  return value;
}
