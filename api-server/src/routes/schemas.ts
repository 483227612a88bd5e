import { z } from 'zod';

/** Every error answer. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const messageSchema = z.object({ message: z.string() });
export const createdSchema = z.object({ message: z.string(), id: z.number().int() });

/** `{ id }` path parameter: a positive whole number. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int({ error: 'id must be a positive whole number' })
    .positive({ error: 'id must be a positive whole number' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'id must be a positive whole number' }),
});

/** Error answers by status, for route `response` maps (and so for OpenAPI). */
export const errors = {
  400: errorSchema.describe('Invalid input: `errors` holds one message per field'),
  401: errorSchema.describe('Not signed in, or the session has ended'),
  403: errorSchema.describe('Signed in but not allowed'),
  404: errorSchema.describe('Not found'),
  409: errorSchema.describe('Conflict'),
  413: errorSchema.describe('Too large'),
  415: errorSchema.describe('Unsupported content type'),
  429: errorSchema.describe('Too many requests'),
  503: errorSchema.describe('Busy: try again after Retry-After seconds'),
} as const;

type ErrorStatus = keyof typeof errors;

/** The error part of a route's `response` map: `{ ...errorResponses(400, 401) }`. */
export function errorResponses<K extends ErrorStatus>(...codes: K[]): Pick<typeof errors, K> {
  const result = {} as Pick<typeof errors, K>;
  for (const code of codes) result[code] = errors[code];
  return result;
}

/** OpenAPI security requirement of the routes that need a bearer token. */
export const bearer = [{ bearerAuth: [] }];
