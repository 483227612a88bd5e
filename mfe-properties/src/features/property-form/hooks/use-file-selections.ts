import { useCallback, useMemo, useState } from 'react';
import type { FileSlotName } from '../utils/form-values';
import type { FileSelections } from '../utils/file-rules';

const emptySelections = (): FileSelections => ({ slots: {}, sanctionFiles: {} });

/**
 * The files chosen in the form, kept beside react-hook-form: File objects are not form text, and
 * sanction files are keyed by lookup id, which react-hook-form would read as array indexes.
 */
export function useFileSelections() {
  const [selections, setSelections] = useState<FileSelections>(emptySelections);

  const setSlotFile = useCallback((slot: FileSlotName, file: File | null) => {
    setSelections((current) => {
      const slots = { ...current.slots };
      if (file) slots[slot] = file;
      else delete slots[slot];
      return { ...current, slots };
    });
  }, []);

  const setSanctionFile = useCallback((sanctionId: string, file: File | null) => {
    setSelections((current) => {
      const sanctionFiles = { ...current.sanctionFiles };
      if (file) sanctionFiles[sanctionId] = file;
      else delete sanctionFiles[sanctionId];
      return { ...current, sanctionFiles };
    });
  }, []);

  const resetFiles = useCallback(() => setSelections(emptySelections()), []);

  const hasFiles = useMemo(
    () =>
      Object.keys(selections.slots).length > 0 || Object.keys(selections.sanctionFiles).length > 0,
    [selections],
  );

  return { selections, setSlotFile, setSanctionFile, resetFiles, hasFiles };
}
