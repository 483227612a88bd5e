import type { Kysely } from 'kysely';
import type { FieldErrors, PropertySaved } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { nowIso } from '../../lib/tokens';
import type { AppConfig } from '../../plugins/env';
import { draftToColumns } from '../../repositories/properties-mapping';
import {
  insertProperty,
  insertPropertySanctions,
  replacePropertyAmenities,
} from '../../repositories/properties-write';
import { pairListing } from '../../repositories/requirement-pairs';
import { queueMatchAlerts } from '../outbox-events';
import { propertyLabel, readPropertySnapshot, recordChange } from '../history';
import { startSaveDeadline } from '../../uploads/save-deadline';
import { collectImages, collectSanctionFiles, collectVideo } from './form-files';
import { completeFiles, discardFiles, type ReceivedForm } from './received-form';
import {
  assertReferencesExist,
  checkSanctionFiles,
  parseDraft,
  readIdList,
  requireFiles,
  throwIfErrors,
} from './save-rules';

export const PROPERTY_SAVED_MESSAGE = 'Property Details Saved Successfully';

/**
 * Saves a new property from a received form: validates the draft and the files together, then
 * decodes the images and puts the files in place, then writes the row and its links in one
 * transaction. Whatever fails, no stored file stays behind.
 * `authId` of the form is ignored: the owner is the signed-in user.
 */
export async function createProperty(
  db: Kysely<Database>,
  config: AppConfig,
  createdBy: number,
  form: ReceivedForm,
): Promise<PropertySaved> {
  try {
    const errors: FieldErrors = {};
    const draft = parseDraft(form.fields, config, errors);
    const images = collectImages(form.files, errors);
    const video = collectVideo(form.files, errors);
    const pairing = readIdList(form.fields.sanctionIds ?? form.fields.sanction);
    const sanctionFiles = collectSanctionFiles(form.files, pairing, errors);
    requireFiles({ image1: images.has(1), image2: images.has(2), video: video !== null }, errors);
    if (draft) checkSanctionFiles(draft.sanction, sanctionFiles, new Set(), errors);
    throwIfErrors(errors);
    if (!draft) throw httpError(400, 'Invalid input');
    await assertReferencesExist(db, draft);
    // Only a form that passed every check gets its images decoded (the costly part). From here
    // its files are in the store, where other processes' sweeps spare them only for a while.
    const checkDeadline = startSaveDeadline(config.orphanUploadMinAgeMs);
    await completeFiles(form);

    const now = nowIso();
    const saved = await db.transaction().execute(async (trx) => {
      const row = await insertProperty(trx, {
        ...draftToColumns(draft),
        image1: images.get(1) ?? null,
        image2: images.get(2) ?? null,
        image3: images.get(3) ?? null,
        image4: images.get(4) ?? null,
        image5: images.get(5) ?? null,
        image6: images.get(6) ?? null,
        video,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      });
      await replacePropertyAmenities(trx, row.id, draft.amenities);
      await insertPropertySanctions(
        trx,
        row.id,
        draft.sanction.map((id) => ({ id, file: sanctionFiles.get(id) ?? null })),
      );
      await pairListing(trx, row.id, now);
      await queueMatchAlerts(trx, { messages: config.messages, now }, row.id);
      await recordChange(trx, {
        entity: 'property',
        entityId: row.id,
        label: propertyLabel({ prp_id: row.prp_id, project_name: draft.projectName }),
        action: 'create',
        actorId: createdBy,
        before: null,
        after: await readPropertySnapshot(trx, row.id),
        changedAt: now,
      });
      checkDeadline();
      return row;
    });
    return { message: PROPERTY_SAVED_MESSAGE, id: saved.id, prp_id: saved.prp_id };
  } catch (error) {
    await discardFiles(form);
    throw error;
  }
}
