import { TextField } from 'shared-ui';
import { useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import { ChoiceField } from './choice-field';
import { FieldGrid, FormSection } from './form-section';

export function FeaturesSection({ lookups }: { lookups: PropertyLookups }) {
  const field = useFieldProps();
  return (
    <FormSection title="Project Features">
      <FieldGrid>
        <ChoiceField name="facing" lookups={lookups} />
        <ChoiceField name="flooring" lookups={lookups} />
        <TextField label="Overlooking" {...field('overLooking')} />
        <ChoiceField name="reserveParking" lookups={lookups} />
        <ChoiceField name="waterSource" lookups={lookups} />
        <ChoiceField name="powerBackup" lookups={lookups} />
      </FieldGrid>
    </FormSection>
  );
}
