import type { Kysely } from 'kysely';
import {
  idList,
  PROPERTY_FILE_MESSAGES,
  propertyDraftSchema,
  toFieldErrors,
  type FieldErrors,
  type PropertyDraft,
} from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { AppConfig } from '../../plugins/env';
import { findUnknownReferences } from '../../repositories/properties-references';
import { SANCTION_NOT_SELECTED, sanctionFileKey } from './form-files';

/** 400 with every field message collected so far (the first one as `message`). */
export function throwIfErrors(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new HttpError(400, first, errors);
}

/**
 * Validates the flat draft with the contract schema, under the configured map embed origins and
 * the site's RERA number form; field errors go into `errors`.
 */
export function parseDraft(
  input: Record<string, unknown>,
  config: Pick<AppConfig, 'mapEmbedPrefixes' | 'site'>,
  errors: FieldErrors,
): PropertyDraft | null {
  const schema = propertyDraftSchema({
    mapPrefixes: config.mapEmbedPrefixes,
    rera: config.site.rera,
  });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  Object.assign(errors, toFieldErrors(result.error));
  return null;
}

/** A list of ids from a field (array, JSON text or one id), or [] when absent or malformed. */
export function readIdList(value: unknown): number[] {
  const result = idList(null).safeParse(value);
  return result.success ? result.data : [];
}

/** image1, image2 and the video must end up filled (by this request or already stored). */
export function requireFiles(
  filled: { image1: boolean; image2: boolean; video: boolean },
  errors: FieldErrors,
): void {
  if (!filled.image1) errors.image1 = PROPERTY_FILE_MESSAGES.image1;
  if (!filled.image2) errors.image2 = PROPERTY_FILE_MESSAGES.image2;
  if (!filled.video) errors.video = PROPERTY_FILE_MESSAGES.video;
}

/**
 * Every selected sanction needs a file (sent now or already stored) and every sent file needs a
 * selected sanction.
 */
export function checkSanctionFiles(
  selected: readonly number[],
  sent: ReadonlyMap<number, string>,
  stored: ReadonlySet<number>,
  errors: FieldErrors,
): void {
  for (const sanctionId of selected) {
    if (!sent.has(sanctionId) && !stored.has(sanctionId)) {
      errors[sanctionFileKey(sanctionId)] = PROPERTY_FILE_MESSAGES.sanctionFile;
    }
  }
  const chosen = new Set(selected);
  for (const sanctionId of sent.keys()) {
    if (!chosen.has(sanctionId)) errors[sanctionFileKey(sanctionId)] = SANCTION_NOT_SELECTED;
  }
}

/** 400 when a chosen id names no lookup row. */
export async function assertReferencesExist(db: Kysely<Database>, draft: PropertyDraft) {
  throwIfErrors(await findUnknownReferences(db, draft));
}
