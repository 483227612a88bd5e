import { AREA_UNITS, YES_NO } from 'shared-api/contract';
import { SelectField, TextField } from 'shared-ui';
import { toOptions, useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import { FieldGrid, FormSection } from './form-section';
import { PriceHint } from './property-details-section';

const UNIT_OPTIONS = AREA_UNITS.map((unit) => ({ value: unit, label: unit }));
export const YES_NO_OPTIONS = YES_NO.map((value) => ({
  value,
  label: value === 'yes' ? 'Yes' : 'No',
}));
const MONTH_HINT = 'Month and year (YYYY-MM)';

export function DescriptionSection({ lookups }: { lookups: PropertyLookups }) {
  const field = useFieldProps();
  return (
    <FormSection title="Project Description">
      <FieldGrid>
        <SelectField
          label="Project Type"
          required
          placeholder="Select a project type"
          options={toOptions(lookups.project_types)}
          {...field('project')}
        />
        <SelectField
          label="Property Type"
          required
          placeholder="Select a property type"
          options={toOptions(lookups.property_types)}
          {...field('property')}
        />
        <SelectField
          label="Ownership"
          required
          placeholder="Select an ownership"
          options={toOptions(lookups.ownership_types)}
          {...field('ownership')}
        />
        <SelectField
          label="Transaction"
          required
          placeholder="Select a transaction type"
          options={toOptions(lookups.transaction_types)}
          {...field('transaction')}
        />
        <TextField label="Project Area" required inputMode="decimal" {...field('size')} />
        <SelectField
          label="Unit"
          required
          placeholder="Select a unit"
          options={UNIT_OPTIONS}
          {...field('unit')}
        />
        <TextField
          label="Possession"
          required
          type="month"
          placeholder="YYYY-MM"
          hint={MONTH_HINT}
          {...field('profession')}
        />
        <SelectField
          label="Possession Type"
          placeholder="Select a possession type"
          options={toOptions(lookups.possession_types)}
          {...field('possession')}
        />
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
        <SelectField
          label="OC"
          required
          placeholder="Select"
          options={YES_NO_OPTIONS}
          {...field('oc')}
        />
        <SelectField
          label="CC"
          required
          placeholder="Select"
          options={YES_NO_OPTIONS}
          {...field('cc')}
        />
      </FieldGrid>
    </FormSection>
  );
}
