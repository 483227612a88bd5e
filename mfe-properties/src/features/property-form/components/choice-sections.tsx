import { useController, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { PROPERTY_FORM_SECTIONS, propertyField } from 'shared-api/contract';
import type { LookupItem } from 'shared-api/contract';
import { Button } from 'shared-ui';
import { FileField } from 'shared-ui/admin';
import { ACCEPT, sanctionFileKey } from '../utils/file-rules';
import type { PropertyFormValues, StoredPropertyFiles } from '../utils/form-values';
import { CheckboxGroup } from './checkbox-group';
import { FieldGrid, FormSection } from './form-section';
import { StoredFile } from './stored-file';

// The link lists' legends, sections and whether they are required come from their declarations.
const AMENITIES = propertyField('amenities');
const SANCTION = propertyField('sanction');

export function AmenitiesSection({ amenities }: { amenities: readonly LookupItem[] }) {
  const { control } = useFormContext<PropertyFormValues>();
  const { field, fieldState } = useController({ control, name: 'amenities' });
  return (
    <FormSection title={PROPERTY_FORM_SECTIONS[AMENITIES.section]}>
      <CheckboxGroup
        legend={AMENITIES.label}
        required={Boolean(AMENITIES.required)}
        items={amenities}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
      />
    </FormSection>
  );
}

const OldFiles = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
  }
`;

export interface SanctionSectionProps {
  sanctions: readonly LookupItem[];
  stored: StoredPropertyFiles['sanctions'];
  errors: Record<string, string>;
  onFileChange: (sanctionId: string, file: File | null) => void;
  /** Edit page: removes a saved sanction from the property at once. */
  onDelete?: (sanctionId: string) => void;
}

/** Sanction checkboxes with one file input per checked sanction; unchecking drops its file. */
export function SanctionSection({
  sanctions,
  stored,
  errors,
  onFileChange,
  onDelete,
}: SanctionSectionProps) {
  const { control } = useFormContext<PropertyFormValues>();
  const { field, fieldState } = useController({ control, name: 'sanction' });
  const nameOf = (id: string) =>
    sanctions.find((item) => String(item.id) === id)?.name ?? `Sanction ${id}`;
  const storedIds = Object.keys(stored);

  const handleChange = (next: string[]) => {
    for (const id of field.value) if (!next.includes(id)) onFileChange(id, null);
    field.onChange(next);
  };

  return (
    <FormSection title={PROPERTY_FORM_SECTIONS[SANCTION.section]}>
      {storedIds.length > 0 && (
        <OldFiles aria-label="Saved sanctions">
          {storedIds.map((id) => {
            const file = stored[id];
            return (
              <li key={id}>
                {file ? (
                  <StoredFile path={file} label={nameOf(id)} />
                ) : (
                  <span>{nameOf(id)} (no file)</span>
                )}
                {onDelete && (
                  <Button variant="danger" size="sm" onClick={() => onDelete(id)}>
                    Delete {nameOf(id)}
                  </Button>
                )}
              </li>
            );
          })}
        </OldFiles>
      )}
      <CheckboxGroup
        legend={SANCTION.label}
        required={Boolean(SANCTION.required)}
        items={sanctions}
        value={field.value}
        onChange={handleChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
      />
      {errors.sanctionFiles && <p role="alert">{errors.sanctionFiles}</p>}
      <FieldGrid>
        {field.value.map((id) => (
          <FileField
            key={id}
            name={sanctionFileKey(id)}
            label={`${nameOf(id)} file`}
            required={!(id in stored)}
            accept={ACCEPT.document}
            hint={id in stored ? 'Optional: replaces the saved file' : 'An image or a PDF'}
            error={errors[sanctionFileKey(id)]}
            onFileChange={(file) => onFileChange(id, file)}
          />
        ))}
      </FieldGrid>
    </FormSection>
  );
}
