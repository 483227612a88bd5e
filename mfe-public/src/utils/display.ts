/** What the detail page shows for a missing value (docs/product.md section 3). */
export const MISSING = 'Null';

/** A value for display, or 'Null' when it is missing or blank. */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value).trim();
  return text === '' ? MISSING : text;
}

/** Splits the server's comma-separated lists ('Gym, Pool') into trimmed, non-empty names. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
