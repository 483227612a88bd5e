import { TextField } from 'shared-ui';
import { useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import { ChoiceField } from './choice-field';
import { FieldGrid, FormSection } from './form-section';
import { PriceHint } from './property-details-section';

const MONTH_HINT = 'Month and year (YYYY-MM)';

export function DescriptionSection({ lookups }: { lookups: PropertyLookups }) {
  const field = useFieldProps();
  return (
    <FormSection title="Project Description">
      <FieldGrid>
        <ChoiceField name="project" lookups={lookups} />
        <ChoiceField name="property" lookups={lookups} />
        <ChoiceField name="ownership" lookups={lookups} />
        <ChoiceField name="transaction" lookups={lookups} />
        <TextField label="Project Area" required inputMode="decimal" {...field('size')} />
        <ChoiceField name="unit" lookups={lookups} />
        <TextField
          label="Possession"
          required
          type="month"
          placeholder="YYYY-MM"
          hint={MONTH_HINT}
          {...field('profession')}
        />
        <ChoiceField name="possession" lookups={lookups} />
        <TextField
          label="Launch Year"
          required
          type="month"
          placeholder="YYYY-MM"
          hint={MONTH_HINT}
          {...field('launchYear')}
        />
        <TextField
          label="Price From (Rs.)"
          inputMode="numeric"
          hint={<PriceHint name="priceFrom" />}
          {...field('priceFrom')}
        />
        <TextField label="No. of Towers" required inputMode="numeric" {...field('noOfTower')} />
        <TextField label="No. of Units" required inputMode="numeric" {...field('noOfUnits')} />
        <TextField
          label="Available Units"
          required
          inputMode="numeric"
          {...field('availableUnits')}
        />
        <TextField label="No. of Floors" required inputMode="numeric" {...field('noOfFloors')} />
        <ChoiceField name="oc" lookups={lookups} />
        <ChoiceField name="cc" lookups={lookups} />
      </FieldGrid>
    </FormSection>
  );
}
