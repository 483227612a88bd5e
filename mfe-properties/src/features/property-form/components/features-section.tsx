import { SelectField, TextField } from 'shared-ui';
import { toOptions, useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import { YES_NO_OPTIONS } from './description-section';
import { FieldGrid, FormSection } from './form-section';

export function FeaturesSection({ lookups }: { lookups: PropertyLookups }) {
  const field = useFieldProps();
  return (
    <FormSection title="Project Features">
      <FieldGrid>
        <SelectField
          label="Facing"
          required
          placeholder="Select a facing"
          options={toOptions(lookups.facings)}
          {...field('facing')}
        />
        <SelectField
          label="Flooring"
          required
          placeholder="Select a flooring"
          options={toOptions(lookups.floor_types)}
          {...field('flooring')}
        />
        <TextField label="Overlooking" {...field('overLooking')} />
        <SelectField
          label="Reserve Parking"
          required
          placeholder="Select"
          options={YES_NO_OPTIONS}
          {...field('reserveParking')}
        />
        <SelectField
          label="Water Source"
          required
          placeholder="Select a water source"
          options={toOptions(lookups.water_sources)}
          {...field('waterSource')}
        />
        <SelectField
          label="Power Backup"
          required
          placeholder="Select a power backup"
          options={toOptions(lookups.power_backups)}
          {...field('powerBackup')}
        />
      </FieldGrid>
    </FormSection>
  );
}
