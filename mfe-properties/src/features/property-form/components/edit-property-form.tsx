import { useCallback, useMemo } from 'react';
import type { PropertyFullRead } from 'shared-api/contract';
import { deletePropertySanction, getErrorMessage, updateProperty } from 'shared-api';
import { useConfirm, useNotify } from 'shared-ui';
import { usePropertyDraft } from '../hooks/use-property-draft';
import { usePropertyForm } from '../hooks/use-property-form';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import { usePropertySave } from '../hooks/use-property-save';
import { getStoredFiles, getValuesFromFullRead } from '../utils/form-values';
import { buildUpdateFormData } from '../utils/property-form-data';
import { PROPERTY_UPDATED_MESSAGE, SANCTION_DELETED_MESSAGE } from '../utils/save-errors';
import { PropertyForm } from './property-form';

export interface EditPropertyFormProps {
  read: PropertyFullRead;
  lookups: PropertyLookups;
  /** After a save: the page reloads the property and mounts a fresh form with it. */
  onSaved: () => Promise<void>;
  /** After a sanction delete: the page drops it from the loaded property. */
  onSanctionDeleted: (sanctionId: number) => void;
}

/** The prefilled form of one property; mounted anew for each loaded version of it. */
export function EditPropertyForm({
  read,
  lookups,
  onSaved,
  onSanctionDeleted,
}: EditPropertyFormProps) {
  const stored = useMemo(() => getStoredFiles(read), [read]);
  const { kit, formRef } = usePropertyForm(getValuesFromFullRead(read), stored);
  const draft = usePropertyDraft(kit, formRef, String(read.id));
  const { clear: clearDraft } = draft;
  const { save, isSubmitting, progress } = usePropertySave();
  const confirm = useConfirm();
  const notify = useNotify();
  const { showServerErrors, chooseSanctionFile } = kit;
  const { getValues, resetField } = kit.form;

  const handleSubmit = kit.createSubmitHandler(
    useCallback(
      (draft, selections) =>
        save({
          send: (onProgress) =>
            updateProperty(
              read.id,
              buildUpdateFormData(draft, selections, Object.keys(stored.sanctions)),
              onProgress,
            ),
          successMessage: PROPERTY_UPDATED_MESSAGE,
          failureMessage: 'Failed to update the property',
          onSuccess: async () => {
            await clearDraft();
            await onSaved();
          },
          showFieldErrors: showServerErrors,
        }),
      [save, read.id, stored, onSaved, showServerErrors, clearDraft],
    ),
  );

  const handleDeleteSanction = async (sanctionId: string) => {
    const name = lookups.sanctions.find((item) => String(item.id) === sanctionId)?.name;
    const isConfirmed = await confirm(
      `Are you sure you want to delete the sanction${name ? ` ${name}` : ''} from this property?`,
      { confirmLabel: 'Delete' },
    );
    if (!isConfirmed) return;
    try {
      await deletePropertySanction(read.id, sanctionId);
    } catch (error) {
      console.error('Failed to delete sanction', error);
      notify.error(getErrorMessage(error, 'Failed to delete sanction'));
      return;
    }
    // Gone on the server: out of the selection (without marking the form changed) and its file.
    resetField('sanction', {
      defaultValue: getValues('sanction').filter((id) => id !== sanctionId),
    });
    chooseSanctionFile(sanctionId, null);
    onSanctionDeleted(Number(sanctionId));
    notify.success(SANCTION_DELETED_MESSAGE);
  };

  return (
    <PropertyForm
      kit={kit}
      formRef={formRef}
      lookups={lookups}
      stored={stored}
      onSubmit={(event) => void handleSubmit(event)}
      isSubmitting={isSubmitting}
      progress={progress}
      submitLabel="Update"
      onDeleteSanction={(id) => void handleDeleteSanction(id)}
      draft={draft}
    />
  );
}
