import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addMasterItem, getErrorMessage, getFieldErrors, updateMasterItem } from 'shared-api';
import {
  masterBodySchema,
  masterMessages,
  type LookupItem,
  type MasterDescriptor,
} from 'shared-api/contract';
import { useNotify } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
import { checkSanctionFile } from '../utils/sanction-file';

export type MasterFormValues = Record<string, string>;

interface Options {
  master: MasterDescriptor;
  /** The row being edited, or null in add mode. */
  editing: LookupItem | null;
  onSaved: () => Promise<void> | void;
}

/** The single-field add/update form of a lookup list, with the sanction's optional file. */
export function useMasterForm({ master, editing, onSaved }: Options) {
  const notify = useNotify();
  const schema = useMemo(() => masterBodySchema(master), [master]);
  const form = useAppForm<MasterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { [master.field]: editing?.name ?? '' },
    // After a refused submit the name is checked again as the admin types, as it always was here.
    reValidateMode: 'onChange',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A file input cannot be emptied from React; a new key gives a fresh one after a save.
  const [fileInputKey, setFileInputKey] = useState(0);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const shouldFocusFile = useRef(false);
  const { setError, setFocus, reset, showServerErrors } = form;

  // Edit moves the admin into the form, so a keyboard user lands where the change happens.
  useEffect(() => {
    if (editing) setFocus(master.field);
  }, [editing, master.field, setFocus]);

  // After a refused file the input is replaced (emptied); keep the keyboard user on it.
  useEffect(() => {
    if (!shouldFocusFile.current) return;
    shouldFocusFile.current = false;
    fileInputRef.current?.focus();
  }, [fileInputKey]);

  function selectFile(next: File | null) {
    const problem = next ? checkSanctionFile(next) : null;
    setFileError(problem);
    setFile(problem ? null : next);
    if (problem) {
      shouldFocusFile.current = true;
      setFileInputKey((key) => key + 1);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const messages = masterMessages(master.label);
    const name = values[master.field] ?? '';
    const upload = master.hasFile ? (file ?? undefined) : undefined;
    try {
      const answer = editing
        ? await updateMasterItem(master, editing.id, name, upload)
        : await addMasterItem(master, name, upload);
      notify.success(answer.message || (editing ? messages.updated : messages.added));
    } catch (error) {
      showFailure(error);
      return;
    }
    reset({ [master.field]: '' });
    setFile(null);
    setFileError(null);
    setFileInputKey((key) => key + 1);
    await onSaved();
  });

  function showFailure(error: unknown) {
    if (showServerErrors(error) > 0) return;
    const message = getErrorMessage(error, 'An error occurred');
    // A duplicate name (409) belongs to the name field, where the admin will fix it.
    if (message === masterMessages(master.label).duplicate) {
      setError(master.field, { type: 'server', message }, { shouldFocus: true });
      return;
    }
    const fileError = getFieldErrors(error).file;
    if (fileError) {
      setFileError(fileError);
      return;
    }
    notify.error(message);
  }

  return {
    form,
    file,
    fileError,
    fileInputKey,
    fileInputRef,
    selectFile,
    submit,
    isEditing: editing !== null,
  };
}
