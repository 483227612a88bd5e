import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { extractMapSrc } from 'shared-api/contract';
import { TextField } from 'shared-ui';
import { useFieldProps } from '../hooks/use-field-props';
import type { PropertyFormValues } from '../utils/form-values';
import { FieldGrid, FormSection } from './form-section';

const DISTANCES = [
  { name: 'metro', label: 'Metro / Railway (km)' },
  { name: 'hospital', label: 'Hospital (km)' },
  { name: 'busStop', label: 'Bus Stop (km)' },
  { name: 'school', label: 'School (km)' },
] as const;

export function DistanceSection() {
  const field = useFieldProps();
  return (
    <FormSection title="Distance from Location">
      <FieldGrid>
        {DISTANCES.map(({ name, label }) => (
          <TextField key={name} label={label} required inputMode="decimal" {...field(name)} />
        ))}
      </FieldGrid>
    </FormSection>
  );
}

/** Pasted embed markup (`<iframe src="…">`) is replaced by the address it holds. */
export function MapSection() {
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PropertyFormValues>();
  const mapField = register('maps', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      if (/<|\bsrc\s*=/i.test(value)) {
        setValue('maps', extractMapSrc(value), { shouldDirty: true, shouldValidate: isSubmitted });
      }
    },
  });
  return (
    <FormSection title="Google Map Link">
      <TextField
        label="Google Map Link"
        required
        inputMode="url"
        hint="Paste the embed code from Google Maps (Share → Embed a map) or its https://www.google.com/maps/embed link"
        error={errors.maps?.message}
        {...mapField}
      />
    </FormSection>
  );
}
