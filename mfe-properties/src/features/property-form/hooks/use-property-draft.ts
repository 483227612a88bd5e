import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAuth } from 'shared-api';
import type { FileSelections } from '../utils/file-rules';
import { sanctionFileKey } from '../utils/file-rules';
import type { FileSlotName, PropertyFormValues } from '../utils/form-values';
import type { PropertyFormKit } from './use-property-form';

/** What the browser keeps of a property form between visits (docs/decisions/096). */
export interface PropertyDraftRecord {
  savedAt: string;
  values: PropertyFormValues;
  files: FileSelections;
}

/** How long typing pauses before the draft is written. */
const SAVE_DELAY_MS = 400;

/** One draft per person and per listing ('new' for the add form). */
export function getDraftKey(userId: number, listing: string): string {
  return `property-draft:${userId}:${listing}`;
}

// IndexedDB keeps File objects as they are (a closed tab keeps the chosen photos too). Where it is
// missing or refused (private windows of some browsers, tests), drafts are simply not kept.
async function readDraft(key: string): Promise<PropertyDraftRecord | undefined> {
  return get<PropertyDraftRecord>(key);
}
async function writeDraft(key: string, draft: PropertyDraftRecord): Promise<void> {
  await set(key, draft);
}
async function removeDraft(key: string): Promise<void> {
  await del(key);
}

/**
 * Puts a restored file into its file input as a drop does, so the field shows it and the form's
 * own change handling chooses it; where the browser cannot set a file input, chooses it directly.
 */
function putFile(form: HTMLFormElement | null, name: string, file: File, choose: () => void) {
  const input = form?.elements.namedItem(name);
  if (input instanceof HTMLInputElement && typeof DataTransfer === 'function') {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    choose();
  }
}

/**
 * Keeps the add or edit form's unsaved changes in the browser as the person types, and offers
 * them back when the form opens again: "Restore your unsaved changes from <time>?". A save or a
 * discard clears the draft.
 */
export function usePropertyDraft(
  kit: PropertyFormKit,
  formRef: RefObject<HTMLFormElement | null>,
  listing: string,
) {
  const { id: userId } = useAuth();
  const key = userId === null ? null : getDraftKey(userId, listing);
  const [offer, setOffer] = useState<PropertyDraftRecord | null>(null);
  // Nothing is written until the stored draft was read and, if there was one, restored or dropped.
  const [isSaving, setIsSaving] = useState(false);
  const { form, selections, isDirty, chooseSlotFile, chooseSanctionFile } = kit;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    readDraft(key)
      .then((draft) => {
        if (!isCurrent) return;
        if (draft) setOffer(draft);
        else setIsSaving(true);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [key]);

  useEffect(() => {
    if (!key || !isSaving) return;
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // Back to what is saved (or a fresh form after a save): nothing to keep.
        const kept = isDirty
          ? writeDraft(key, {
              savedAt: new Date().toISOString(),
              values: form.getValues(),
              files: selections,
            })
          : removeDraft(key);
        void kept.catch(() => undefined);
      }, SAVE_DELAY_MS);
    };
    // Typing changes the values without a render here; a changed file or dirtiness re-runs this.
    const subscription = form.watch(schedule);
    schedule();
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [key, isSaving, form, isDirty, selections]);

  const restore = useCallback(() => {
    if (!offer) return;
    form.reset(offer.values, { keepDefaultValues: true });
    for (const [slot, file] of Object.entries(offer.files.slots) as [FileSlotName, File][]) {
      putFile(formRef.current, slot, file, () => chooseSlotFile(slot, file));
    }
    for (const [sanctionId, file] of Object.entries(offer.files.sanctionFiles)) {
      putFile(formRef.current, sanctionFileKey(sanctionId), file, () =>
        chooseSanctionFile(sanctionId, file),
      );
    }
    setOffer(null);
    setIsSaving(true);
  }, [offer, form, formRef, chooseSlotFile, chooseSanctionFile]);

  const discard = useCallback(() => {
    if (key) void removeDraft(key).catch(() => undefined);
    setOffer(null);
    setIsSaving(true);
  }, [key]);

  /** After a successful save: the draft has done its work. */
  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    if (key) await removeDraft(key).catch(() => undefined);
  }, [key]);

  return { offer, restore, discard, clear };
}

export type PropertyDraft = ReturnType<typeof usePropertyDraft>;
