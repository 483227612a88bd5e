import type { LookupItem, MasterDescriptor } from 'shared-api/contract';
import { Button, Card, PageHeading, Stack, TextField } from 'shared-ui';
import { FileField } from 'shared-ui/admin';
import { useMasterForm } from '../hooks/use-master-form';
import { SANCTION_FILE_ACCEPT } from '../utils/sanction-file';

export interface MasterFormProps {
  master: MasterDescriptor;
  /** The row being edited, or null in add mode. The parent remounts the form on change. */
  editing: LookupItem | null;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** 'Add X' / 'Edit X': the single name field (and the sanction's optional file). */
export function MasterForm({ master, editing, onSaved, onCancel }: MasterFormProps) {
  const { form, fileError, fileInputKey, fileInputRef, selectFile, submit, isEditing } =
    useMasterForm({
      master,
      editing,
      onSaved,
    });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const title = `${isEditing ? 'Edit' : 'Add'} ${master.label}`;
  const headingId = `master-form-${master.key}`;

  return (
    <Card>
      <PageHeading id={headingId}>{title}</PageHeading>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <TextField
          label={master.label}
          required
          autoComplete="off"
          error={errors[master.field]?.message}
          {...register(master.field)}
        />
        {master.hasFile && (
          <FileField
            key={fileInputKey}
            ref={fileInputRef}
            label={`${master.label} file (optional)`}
            accept={SANCTION_FILE_ACCEPT}
            hint={
              isEditing
                ? 'A PDF or an image. Leave empty to keep the current file.'
                : 'A PDF or an image.'
            }
            error={fileError ?? undefined}
            onFileChange={selectFile}
          />
        )}
        <Stack $direction="row" $gap={3}>
          <Button type="submit" isLoading={isSubmitting}>
            {isEditing ? 'Update' : 'Submit'}
          </Button>
          {isEditing && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </form>
    </Card>
  );
}
