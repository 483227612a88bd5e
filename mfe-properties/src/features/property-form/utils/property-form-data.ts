import type { PropertyDraft } from 'shared-api/contract';
import { IMAGE_SLOT_NAMES } from './form-values';
import type { FileSelections } from './file-rules';

const LIST_FIELDS = new Set<keyof PropertyDraft>(['amenities', 'sanction']);

function appendValue(form: FormData, name: string, value: unknown): void {
  if (typeof value === 'string') form.append(name, value);
  else if (typeof value === 'number') form.append(name, String(value));
}

function appendFiles(
  form: FormData,
  selections: FileSelections,
  selectedSanctions: readonly number[],
) {
  for (const slot of IMAGE_SLOT_NAMES) {
    const file = selections.slots[slot];
    if (file) form.append('images', file);
  }
  if (selections.slots.video) form.append('video', selections.slots.video);
  for (const id of selectedSanctions) {
    const file = selections.sanctionFiles[String(id)];
    if (file) form.append(`sanctionFiles[${id}]`, file);
  }
}

/**
 * POST /api/property/store: every draft field by its name, `images` repeated for the filled slots
 * in slot order, `video`, the id lists repeated, one `sanctionFiles[<id>]` per checked sanction.
 */
export function buildCreateFormData(
  draft: PropertyDraft,
  selections: FileSelections,
  authId: number | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(draft) as [keyof PropertyDraft, unknown][]) {
    if (!LIST_FIELDS.has(name)) appendValue(form, name, value);
  }
  for (const id of draft.amenities) form.append('amenities', String(id));
  for (const id of draft.sanction) form.append('sanction', String(id));
  appendValue(form, 'authId', authId);
  appendFiles(form, selections, draft.sanction);
  return form;
}

/**
 * PUT /api/property/update/{id}, the product’s shape: description, features and location as JSON
 * text, the top-level fields, replaced files by slot, `sanctionFiles[<id>]`, and the id lists as
 * JSON. Saved sanctions that are no longer checked go in deletedSanctions.
 */
export function buildUpdateFormData(
  draft: PropertyDraft,
  selections: FileSelections,
  storedSanctionIds: readonly string[],
): FormData {
  const form = new FormData();
  form.append(
    'description',
    JSON.stringify({
      project_type: draft.project,
      property_type: draft.property,
      ownership_type: draft.ownership,
      size: draft.size,
      unit: draft.unit,
      transaction_type: draft.transaction,
      profession: draft.profession,
      possession_type: draft.possession,
      launch_year: draft.launchYear,
      price_form: draft.priceFrom,
      no_of_tower: draft.noOfTower,
      no_of_units: draft.noOfUnits,
      available_units: draft.availableUnits,
      no_of_floors: draft.noOfFloors,
      oc: draft.oc,
      cc: draft.cc,
    }),
  );
  form.append(
    'features',
    JSON.stringify({
      facing: draft.facing,
      flooring_type: draft.flooring,
      overlooking: draft.overLooking,
      reserve_parking: draft.reserveParking,
      water_source: draft.waterSource,
      power_backup: draft.powerBackup,
    }),
  );
  form.append(
    'location',
    JSON.stringify({
      metro_railway: draft.metro,
      bus_stop: draft.busStop,
      hospital: draft.hospital,
      school: draft.school,
    }),
  );
  form.append('map', draft.maps);
  form.append('status', String(draft.status));
  form.append('cities', String(draft.cities));
  form.append('address', draft.address);
  form.append('project_name', draft.projectName);
  form.append('price', String(draft.price));
  // The sanction lists before the files: the server refuses a file for an unselected sanction
  // as it arrives, before storing it, when it already knows the selection.
  const selected = new Set(draft.sanction.map(String));
  form.append('sanctionIds', JSON.stringify(draft.sanction));
  form.append(
    'deletedSanctions',
    JSON.stringify(storedSanctionIds.filter((id) => !selected.has(id)).map(Number)),
  );
  form.append('amenities', JSON.stringify(draft.amenities));
  for (const slot of [...IMAGE_SLOT_NAMES, 'video'] as const) {
    const file = selections.slots[slot];
    if (file) form.append(slot, file);
  }
  for (const id of draft.sanction) {
    const file = selections.sanctionFiles[String(id)];
    if (file) form.append(`sanctionFiles[${id}]`, file);
  }
  return form;
}
