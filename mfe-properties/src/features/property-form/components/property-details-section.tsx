import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField, formatPrice } from 'shared-ui';
import { toOptions, useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import type { PropertyFormValues } from '../utils/form-values';
import { FieldGrid, FormSection } from './form-section';

/** 'Rs. 45,00,000' beside a price typed as plain rupees, so a missing zero is seen at once. */
export function PriceHint({ name }: { name: 'price' | 'priceFrom' }) {
  const { control } = useFormContext<PropertyFormValues>();
  const value = useWatch({ control, name });
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return 'Whole rupees, digits only';
  return `Reads as ${formatPrice(Number(trimmed))}`;
}

export function PropertyDetailsSection({ lookups }: { lookups: PropertyLookups }) {
  const field = useFieldProps();
  return (
    <FormSection title="Property Details">
      <FieldGrid>
        <TextField label="Address" required autoComplete="street-address" {...field('address')} />
        <SelectField
          label="City"
          required
          placeholder="Select a city"
          options={toOptions(lookups.cities)}
          {...field('cities')}
        />
        <TextField label="Project Name" required {...field('projectName')} />
        <TextField
          label="Price (Rs.)"
          required
          inputMode="numeric"
          hint={<PriceHint name="price" />}
          {...field('price')}
        />
        <SelectField
          label="Status"
          required
          placeholder="Select a status"
          options={toOptions(lookups.statuses)}
          {...field('status')}
        />
      </FieldGrid>
    </FormSection>
  );
}
