import { useFormContext, useWatch } from 'react-hook-form';
import { TextField, formatPrice } from 'shared-ui';
import { useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import type { PropertyFormValues } from '../utils/form-values';
import { ChoiceField } from './choice-field';
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
        <ChoiceField name="cities" lookups={lookups} />
        <TextField label="Project Name" required {...field('projectName')} />
        <TextField
          label="Price (Rs.)"
          required
          inputMode="numeric"
          hint={<PriceHint name="price" />}
          {...field('price')}
        />
        <ChoiceField name="status" lookups={lookups} />
      </FieldGrid>
    </FormSection>
  );
}
