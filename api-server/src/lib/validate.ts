import type { z } from 'zod';
import { toFieldErrors } from 'shared-api/contract';
import { HttpError } from './http-error';

/**
 * Parses `data` with a contract schema. On failure throws a 400 HttpError whose message is the first
 * field message and whose `errors` holds one message per field (the forms show them as they are).
 */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const message = Object.values(errors)[0] ?? 'Invalid input';
  throw new HttpError(400, message, errors);
}
