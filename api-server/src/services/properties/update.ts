import type { Kysely } from 'kysely';
import type { FieldErrors, PropertySaved } from 'shared-api/contract';
import type { Database, Property, PropertyUpdate } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { nowIso } from '../../lib/tokens';
import type { AppConfig } from '../../plugins/env';
import { listPropertyAmenities, listPropertySanctions } from '../../repositories/properties';
import {
  draftToColumns,
  IMAGE_COLUMNS,
  rowToDraftInput,
} from '../../repositories/properties-mapping';
import {
  deletePropertySanctions,
  insertPropertySanctions,
  replacePropertyAmenities,
  setPropertySanctionFile,
  updatePropertyRow,
} from '../../repositories/properties-write';
import { pairListing } from '../../repositories/requirement-pairs';
import { queueMatchAlerts } from '../outbox-events';
import { propertyLabel, readPropertySnapshot, recordChange } from '../history';
import { startSaveDeadline } from '../../uploads/save-deadline';
import { removeUploads } from '../../uploads/store';
import { collectImages, collectSanctionFiles, collectVideo } from './form-files';
import { completeFiles, discardFiles, type ReceivedForm } from './received-form';
import { assertReferencesExist, checkSanctionFiles, parseDraft, throwIfErrors } from './save-rules';
import { readUpdateRequest } from './update-payload';
import { orderPhotos, readPhotoOrder } from './photo-order';

export const PROPERTY_UPDATED_MESSAGE = 'Property updated successfully!';

/**
 * Applies PUT update to a property the caller may manage. Sanctions after the update are
 * existing + sanctionIds − deletedSanctions; a sent file replaces its slot or its sanction's file.
 * The sent files are decoded and put in place only once the update passed its checks. Files that
 * were replaced or removed are deleted only after the commit; on any failure the newly sent files
 * are deleted and the old ones stay.
 */
export async function updateProperty(
  db: Kysely<Database>,
  config: AppConfig,
  existing: Property,
  form: ReceivedForm,
  actorId: number,
): Promise<PropertySaved> {
  const replaced: (string | null)[] = [];
  try {
    const errors: FieldErrors = {};
    const request = readUpdateRequest(form.fields, errors);
    const photoOrder = readPhotoOrder(form.fields.photoOrder, errors);
    const amenities = await listPropertyAmenities(db, existing.id);
    const stored = await listPropertySanctions(db, existing.id);
    const storedIds = new Set(stored.map((sanction) => sanction.id));
    const deleted = new Set(request.deletedSanctions);
    const sanctionIds = [...new Set([...storedIds, ...request.sanctionIds])].filter(
      (id) => !deleted.has(id),
    );
    const input = {
      ...rowToDraftInput(
        existing,
        amenities.map((amenity) => amenity.id),
        [],
      ),
      ...request.overlay,
      sanction: sanctionIds,
    };
    const draft = parseDraft(input, config, errors);
    const occupied = new Set(
      IMAGE_COLUMNS.flatMap((column, index) => (existing[column] ? [index + 1] : [])),
    );
    const images = collectImages(form.files, errors, occupied);
    const video = collectVideo(form.files, errors);
    const sanctionFiles = collectSanctionFiles(form.files, request.sanctionIds, errors);
    // Images 1 and 2 and the video are required when a property is created (store); an update
    // only replaces files, and a listing without them is a state the product shows.
    checkSanctionFiles(sanctionIds, sanctionFiles, storedIds, errors);
    throwIfErrors(errors);
    if (!draft) throw httpError(400, 'Invalid input');
    await assertReferencesExist(db, draft);
    // Only a form that passed every check gets its images decoded (the costly part). From here
    // its files are in the store, where other processes' sweeps spare them only for a while.
    const checkDeadline = startSaveDeadline(config.orphanUploadMinAgeMs);
    await completeFiles(form);

    const now = nowIso();
    const changes: PropertyUpdate = { ...draftToColumns(draft), updated_at: now };
    for (const [slot, path] of images) {
      const column = IMAGE_COLUMNS[slot - 1];
      if (!column) continue;
      changes[column] = path;
      replaced.push(existing[column]);
    }
    if (photoOrder) {
      const photos = IMAGE_COLUMNS.map((column) => changes[column] ?? existing[column] ?? null);
      orderPhotos(photos, photoOrder).forEach((photo, index) => {
        const column = IMAGE_COLUMNS[index];
        if (column) changes[column] = photo;
      });
    }
    if (video) {
      changes.video = video;
      replaced.push(existing.video);
    }
    const removedIds = stored.filter((sanction) => deleted.has(sanction.id)).map((s) => s.id);
    for (const sanction of stored) {
      if (deleted.has(sanction.id) || sanctionFiles.has(sanction.id)) replaced.push(sanction.file);
    }
    await db.transaction().execute(async (trx) => {
      const before = await readPropertySnapshot(trx, existing.id);
      await updatePropertyRow(trx, existing.id, changes);
      await replacePropertyAmenities(trx, existing.id, draft.amenities);
      await deletePropertySanctions(trx, existing.id, removedIds);
      const added = sanctionIds.filter((id) => !storedIds.has(id));
      await insertPropertySanctions(
        trx,
        existing.id,
        added.map((id) => ({ id, file: sanctionFiles.get(id) ?? null })),
      );
      for (const [id, file] of sanctionFiles) {
        if (storedIds.has(id)) await setPropertySanctionFile(trx, existing.id, id, file);
      }
      await pairListing(trx, existing.id, now);
      await queueMatchAlerts(trx, { messages: config.messages, now }, existing.id);
      const after = await readPropertySnapshot(trx, existing.id);
      const label = propertyLabel({ ...existing, ...changes });
      await recordChange(trx, {
        entity: 'property',
        entityId: existing.id,
        label,
        action: 'update',
        actorId,
        before,
        after,
        changedAt: now,
      });
      checkDeadline();
    });
  } catch (error) {
    await discardFiles(form);
    throw error;
  }
  await removeUploads(form.store, replaced);
  return { message: PROPERTY_UPDATED_MESSAGE, id: existing.id, prp_id: existing.prp_id };
}
