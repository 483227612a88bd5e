import { AREA_UNITS, YES_NO } from 'shared-api/contract';
import { SelectField, type SelectOption } from 'shared-ui';
import { toOptions, useFieldProps } from '../hooks/use-field-props';
import type { PropertyLookupKey, PropertyLookups } from '../hooks/use-property-lookups';

const UNIT_OPTIONS = AREA_UNITS.map((unit) => ({ value: unit, label: unit }));
const YES_NO_OPTIONS = YES_NO.map((value) => ({ value, label: value === 'yes' ? 'Yes' : 'No' }));

interface Choice {
  label: string;
  placeholder: string;
  isRequired: boolean;
  /** A master list the options come from, or fixed options. */
  options: PropertyLookupKey | readonly SelectOption[];
}

const lookup = (label: string, placeholder: string, options: PropertyLookupKey): Choice => ({
  label,
  placeholder,
  isRequired: true,
  options,
});
const yesNo = (label: string): Choice => ({
  label,
  placeholder: 'Select',
  isRequired: true,
  options: YES_NO_OPTIONS,
});

/** Every chooser of the property form: they differ only by these, so they are written once. */
const CHOICES = {
  cities: lookup('City', 'Select a city', 'cities'),
  status: lookup('Status', 'Select a status', 'statuses'),
  project: lookup('Project Type', 'Select a project type', 'project_types'),
  property: lookup('Property Type', 'Select a property type', 'property_types'),
  ownership: lookup('Ownership', 'Select an ownership', 'ownership_types'),
  transaction: lookup('Transaction', 'Select a transaction type', 'transaction_types'),
  unit: { label: 'Unit', placeholder: 'Select a unit', isRequired: true, options: UNIT_OPTIONS },
  possession: {
    ...lookup('Possession Type', 'Select a possession type', 'possession_types'),
    isRequired: false,
  },
  oc: yesNo('OC'),
  cc: yesNo('CC'),
  facing: lookup('Facing', 'Select a facing', 'facings'),
  flooring: lookup('Flooring', 'Select a flooring', 'floor_types'),
  reserveParking: yesNo('Reserve Parking'),
  waterSource: lookup('Water Source', 'Select a water source', 'water_sources'),
  powerBackup: lookup('Power Backup', 'Select a power backup', 'power_backups'),
} satisfies Record<string, Choice>;

export type ChoiceName = keyof typeof CHOICES;

/** One chooser of the property form, registered with the form, by its field name. */
export function ChoiceField({ name, lookups }: { name: ChoiceName; lookups: PropertyLookups }) {
  const field = useFieldProps();
  const { label, placeholder, isRequired, options }: Choice = CHOICES[name];
  return (
    <SelectField
      label={label}
      required={isRequired}
      placeholder={placeholder}
      options={typeof options === 'string' ? toOptions(lookups[options]) : options}
      {...field(name)}
    />
  );
}
