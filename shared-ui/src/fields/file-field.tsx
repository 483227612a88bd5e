import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type DragEvent,
} from 'react';
import styled from 'styled-components';
import { controlAttributes, FieldShell, useFieldIds, type FieldChromeProps } from './field-shell';
import { mergeRefs } from './merge-refs';
import { useFilePreview } from './use-file-preview';

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed
    ${({ theme, $invalid, $active }) =>
      $invalid ? theme.colors.danger : $active ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : theme.colors.surface)};
  /* A file input is about 350 px wide by itself: on a phone it shrinks with its zone. */
  min-width: 0;
  input[type='file'] {
    max-width: 100%;
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.img`
  max-width: 200px;
  max-height: 150px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Human file size: '512 B', '2.4 KB', '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type FileFieldProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'required'> & {
    /** Called with the chosen (or dropped) file, null when cleared. */
    onFileChange?: (file: File | null) => void;
  };

/** A file input with a drop zone, the chosen file's name and size, and an image preview. */
export function FileField({
  label,
  error,
  hint,
  required,
  id,
  ref,
  onFileChange,
  ...rest
}: FileFieldProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { file, previewUrl, select } = useFilePreview();
  const [isDragging, setIsDragging] = useState(false);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const { onChange } = rest;

  const choose = (next: File | null) => {
    select(next);
    onFileChange?.(next);
  };

  // A form reset (react-hook-form's reset() resets the form element) empties the native input
  // without a change event, so the shown name and preview follow the reset here.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const handleReset = () => select(null);
    form.addEventListener('reset', handleReset);
    return () => form.removeEventListener('reset', handleReset);
  }, [select]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0] ?? null);
    onChange?.(event);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const files = event.dataTransfer.files;
    const input = inputRef.current;
    if (!input || files.length === 0 || input.disabled) return;
    try {
      // Going through the native input keeps one path for every listener (react-hook-form too).
      input.files = files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    } catch {
      choose(files[0] ?? null);
    }
  };

  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required}>
      <Zone
        $active={isDragging}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
      >
        <input
          {...rest}
          ref={mergedRef}
          type="file"
          {...controlAttributes(ids, { hint, error, required }, rest['aria-describedby'])}
          onChange={handleChange}
        />
        <Note>or drag and drop a file here</Note>
        {file && (
          <span>
            Selected: {file.name} ({formatFileSize(file.size)})
          </span>
        )}
        {previewUrl && file && <Preview src={previewUrl} alt={`Preview of ${file.name}`} />}
      </Zone>
    </FieldShell>
  );
}
