import { z } from 'zod';

/** Mobile numbers are stored as exactly ten digits, as docs/product.md section 5 says. */
export const MOBILE_PATTERN = /^\d{10}$/;

/** Longer than any way of writing a mobile number; a longer text is left as it is (and refused). */
const MOBILE_INPUT_MAX = 30;

/**
 * An Indian mobile number as people type it ("98220 55512", "+91 98220-55512", "091 9822055512",
 * "09822055512") as its ten digits; a text that is no such number is returned as it is, so the
 * rule's own message explains it. Spaces, dashes, dots and brackets are separators.
 */
export function normaliseMobile(value: string): string {
  if (value.length > MOBILE_INPUT_MAX) return value;
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+91|0091|091|91|0)?(\d{10})$/.exec(compact);
  return match?.[1] ?? value;
}

/** A required mobile number, stored as ten digits whichever of the usual ways it was typed. */
export function requiredMobile(message: string, patternMessage: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? normaliseMobile(value) : value),
    requiredPatternText(message, 20, MOBILE_PATTERN, patternMessage),
  );
}
/**
 * "Looks like an e-mail without spaces": something@something.something. Written so that it cannot
 * backtrack: every part is delimited by a character the part cannot hold ('@' or '.'), so a test
 * takes time linear in the input (the earlier form took seconds on `a@` + 64,000 dots + `@`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A required text field: missing, non-string and whitespace-only values all get `message`. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/**
 * A required text of at most `max` characters that must match `pattern`. The pattern runs only on a
 * text whose length passed, so no input longer than `max` ever reaches it. (zod's `abort` would
 * also stop the form's cross-field checks, such as the password match, so it is not used.)
 */
export function requiredPatternText(
  message: string,
  max: number,
  pattern: RegExp,
  patternMessage: string,
) {
  return requiredText(message, max).refine((value) => pattern.test(value), {
    error: patternMessage,
    when: (payload) =>
      typeof payload.value === 'string' && payload.value.length > 0 && payload.value.length <= max,
  });
}

/** An optional text field: absent, null and blank all become ''. */
export function optionalText(max = 1000) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(max, { error: `Must be at most ${max} characters` }),
  );
}

function toNumberOrUndefined(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value;
}

/** A required reference to a lookup row (a select whose value is an id). */
export function requiredId(message: string) {
  return z.preprocess(
    toNumberOrUndefined,
    z.number({ error: message }).int({ error: message }).positive({ error: message }),
  );
}

/** An optional reference to a lookup row: blank becomes null. */
export function optionalId(message: string) {
  return z.preprocess(
    (value) => toNumberOrUndefined(value) ?? null,
    z.number({ error: message }).int({ error: message }).positive({ error: message }).nullable(),
  );
}

/** A required whole number at least `min` (counts, rupees). */
export function requiredWholeNumber(requiredMessage: string, invalidMessage: string, min = 0) {
  return z.preprocess(
    toNumberOrUndefined,
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage),
      })
      .int({ error: invalidMessage })
      .min(min, { error: invalidMessage })
      .max(Number.MAX_SAFE_INTEGER, { error: invalidMessage }),
  );
}

/** An optional whole number from `min` to `max`: blank becomes null. */
export function optionalWholeNumber(
  invalidMessage: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
) {
  return z.preprocess(
    (value) => toNumberOrUndefined(value) ?? null,
    z
      .number({ error: invalidMessage })
      .int({ error: invalidMessage })
      .min(min, { error: invalidMessage })
      .max(max, { error: invalidMessage })
      .nullable(),
  );
}

/** A required non-negative decimal (areas, distances in km). */
export function requiredDecimal(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    toNumberOrUndefined,
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage),
      })
      .min(0, { error: invalidMessage })
      .max(1_000_000_000, { error: invalidMessage }),
  );
}

/** An optional non-negative decimal (a carpet area): blank becomes null. */
export function optionalDecimal(invalidMessage: string) {
  return z.preprocess(
    (value) => toNumberOrUndefined(value) ?? null,
    z
      .number({ error: invalidMessage })
      .min(0, { error: invalidMessage })
      .max(1_000_000_000, { error: invalidMessage })
      .nullable(),
  );
}

/** A list of lookup ids, given as an array, a JSON array text or one id. */
export function idList(requiredMessage: string | null) {
  const list = z.array(
    z.number({ error: 'Must be a list of ids' }).int().positive({ error: 'Must be a list of ids' }),
    { error: 'Must be a list of ids' },
  );
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value === 'string') {
        try {
          const parsed: unknown = JSON.parse(value);
          return Array.isArray(parsed) ? parsed.map(Number) : [Number(parsed)];
        } catch {
          return value.split(',').map((part) => Number(part.trim()));
        }
      }
      if (Array.isArray(value)) return value.map((item) => Number(item));
      return [Number(value)];
    },
    requiredMessage === null
      ? list.transform((ids) => [...new Set(ids)])
      : list.min(1, { error: requiredMessage }).transform((ids) => [...new Set(ids)]),
  );
}

/** Field → first message, the shape of `errors` in a 400 answer and of a form's error map. */
export type FieldErrors = Record<string, string>;

/** Turns a zod error into one message per field (the first one found). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}

/** The values a contract schema accepts before parsing: what a form holds for it. */
export type SchemaInput<T extends z.ZodType> = z.input<T>;
