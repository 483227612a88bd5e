import {
  draftToUpdateGroups,
  PROPERTY_FIELD_NAMES,
  PROPERTY_GROUPS,
  propertyField,
  type PropertyLinkField,
} from 'shared-api/contract';
import type { PropertyDraft } from 'shared-api/contract';
import { IMAGE_SLOT_NAMES } from './form-values';
import type { FileSelections } from './file-rules';

/** The declared link lists (amenities, sanction): sent as repeated ids, not as one value. */
const LINK_FIELDS = PROPERTY_FIELD_NAMES.filter(
  (name): name is PropertyLinkField => propertyField(name).kind === 'links',
);
const isLinkField = (name: string): boolean => LINK_FIELDS.some((link) => link === name);

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
  for (const [name, value] of Object.entries(draft)) {
    if (!isLinkField(name)) appendValue(form, name, value);
  }
  for (const name of LINK_FIELDS) for (const id of draft[name]) form.append(name, String(id));
  appendValue(form, 'authId', authId);
  appendFiles(form, selections, draft.sanction);
  return form;
}

/**
 * PUT /api/property/update/{id}, the product’s shape: description, features and location as JSON
 * text, the top-level fields, the id lists as JSON, replaced files by slot and
 * `sanctionFiles[<id>]`. Every column field goes by its declared group and wire name
 * (draftToUpdateGroups). Saved sanctions that are no longer checked go in deletedSanctions.
 */
export function buildUpdateFormData(
  draft: PropertyDraft,
  selections: FileSelections,
  storedSanctionIds: readonly string[],
): FormData {
  const form = new FormData();
  const groups = draftToUpdateGroups(draft);
  for (const group of PROPERTY_GROUPS) form.append(group, JSON.stringify(groups[group]));
  // A top-level field left blank (the RERA number) goes as '': left out, it would keep its value.
  for (const [wire, value] of Object.entries(groups.top)) appendValue(form, wire, value ?? '');
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
