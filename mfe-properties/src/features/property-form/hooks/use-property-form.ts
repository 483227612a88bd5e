import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSiteConfig } from 'shared-api';
import type { PropertyDraft, PropertyFieldName } from 'shared-api/contract';
import { checkFile, sanctionFileKey, slotKind, validateFiles } from '../utils/file-rules';
import type { FileSelections } from '../utils/file-rules';
import { NO_STORED_FILES } from '../utils/form-values';
import type { FileSlotName, PropertyFormValues, StoredPropertyFiles } from '../utils/form-values';
import { createPropertyResolver } from '../utils/property-resolver';
import { toFileErrorKey } from '../utils/save-errors';
import { useFileSelections } from './use-file-selections';
import { useFocusFirstError } from './use-focus-first-error';

function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  if (!(key in errors)) return errors;
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

/**
 * The add and edit forms' state: react-hook-form with the contract's rules for the text fields,
 * the chosen files beside it with their own rules, one error display and focus on the first error.
 */
export function usePropertyForm(
  defaultValues: PropertyFormValues,
  stored: StoredPropertyFiles = NO_STORED_FILES,
) {
  const { numberPattern, numberExample } = useSiteConfig().rera;
  const resolver = useMemo(
    () => createPropertyResolver({ numberPattern, numberExample }),
    [numberPattern, numberExample],
  );
  const form = useForm<PropertyFormValues, unknown, PropertyDraft>({
    resolver,
    defaultValues,
    reValidateMode: 'onChange',
    // Focus is moved by useFocusFirstError, which also sees the file inputs.
    shouldFocusError: false,
  });
  const files = useFileSelections();
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { setSlotFile, setSanctionFile, resetFiles } = files;

  const chooseSlotFile = useCallback(
    (slot: FileSlotName, file: File | null) => {
      setSlotFile(slot, file);
      const problem = file ? checkFile(file, slotKind(slot)) : null;
      setFileErrors((current) =>
        problem ? { ...current, [slot]: problem } : withoutKey(current, slot),
      );
    },
    [setSlotFile],
  );

  const chooseSanctionFile = useCallback(
    (sanctionId: string, file: File | null) => {
      setSanctionFile(sanctionId, file);
      const key = sanctionFileKey(sanctionId);
      const problem = file ? checkFile(file, 'document') : null;
      setFileErrors((current) =>
        problem ? { ...current, [key]: problem } : withoutKey(current, key),
      );
    },
    [setSanctionFile],
  );

  /**
   * Shows the server's refusals next to their fields (text fields and files alike) and moves focus
   * to the first. Returns how many it could place; the caller reports the rest another way.
   */
  const showServerErrors = useCallback(
    (errors: Record<string, string>): number => {
      const forFiles: Record<string, string> = {};
      const fieldNames = new Set(Object.keys(form.getValues()));
      let shown = 0;
      for (const [field, message] of Object.entries(errors)) {
        const fileKey = toFileErrorKey(field);
        if (fileKey) forFiles[fileKey] = message;
        else if (fieldNames.has(field)) {
          form.setError(field as PropertyFieldName, { type: 'server', message });
        } else continue;
        shown += 1;
      }
      setFileErrors((current) => ({ ...current, ...forFiles }));
      if (shown > 0) focusFirstError();
      return shown;
    },
    [form, focusFirstError],
  );

  const createSubmitHandler = useCallback(
    (save: (draft: PropertyDraft, selections: FileSelections) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        const errors = validateFiles(files.selections, {
          selectedSanctions: form.getValues('sanction'),
          isUpdate: stored !== NO_STORED_FILES,
          // As on the server: a sanction already saved needs no new file.
          storedSanctions: new Set(Object.keys(stored.sanctions)),
        });
        setFileErrors(errors);
        const hasFileErrors = Object.keys(errors).length > 0;
        return form.handleSubmit(
          async (draft) => {
            if (hasFileErrors) focusFirstError();
            else await save(draft, files.selections);
          },
          () => focusFirstError(),
        )(event);
      },
    [files.selections, form, stored, focusFirstError],
  );

  const resetAll = useCallback(
    (values: PropertyFormValues) => {
      // The native reset also clears the file inputs and their previews.
      formRef.current?.reset();
      form.reset(values);
      resetFiles();
      setFileErrors({});
    },
    [form, resetFiles],
  );

  const kit = {
    form,
    selections: files.selections,
    fileErrors,
    chooseSlotFile,
    chooseSanctionFile,
    showServerErrors,
    createSubmitHandler,
    resetAll,
    isDirty: form.formState.isDirty || files.hasFiles,
  };
  return { kit, formRef };
}

/** The form state the sections need (the form element's ref travels separately). */
export type PropertyFormKit = ReturnType<typeof usePropertyForm>['kit'];
