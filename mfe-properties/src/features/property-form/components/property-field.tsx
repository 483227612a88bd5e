import type { ChangeEvent, HTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSiteConfig } from 'shared-api';
import {
  extractMapSrc,
  parseRupees,
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FORM_SECTIONS,
  propertyField,
} from 'shared-api/contract';
import type {
  LookupItem,
  PropertyColumnField,
  PropertyFieldKind,
  PropertyFormSection,
} from 'shared-api/contract';
import { formatPrice, SelectField, TextField } from 'shared-ui';
import { lookupItems, type PropertyLookups } from '../hooks/use-property-lookups';
import type { PropertyFormValues } from '../utils/form-values';
import { FieldGrid, FormSection } from './form-section';

/** The on-screen keyboard each typed kind asks for (phones show digits for numbers). */
const INPUT_MODES: Partial<
  Record<PropertyFieldKind, HTMLAttributes<HTMLInputElement>['inputMode']>
> = {
  // Text: "78.5 lakh" needs letters, which a numeric keypad lacks.
  rupees: 'text',
  count: 'numeric',
  area: 'decimal',
  sqft: 'decimal',
  km: 'decimal',
  mapUrl: 'url',
};

/** Lookup rows as select options (the value is the id, as the draft expects). */
const toOptions = (items: readonly LookupItem[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * 'Rs. 78,50,000' beside the rupees as typed ("7850000", "78,50,000", "78.5 lakh", "1.2 crore"),
 * so a missing zero or a misread unit is seen at once; the server reads them alike.
 */
function PriceHint({ name }: { name: PropertyColumnField }) {
  const { control } = useFormContext<PropertyFormValues>();
  const value = useWatch({ control, name });
  const rupees = parseRupees(value);
  if (value.trim() === '' || !Number.isSafeInteger(rupees) || rupees < 0) return PRICE_FORMS;
  return `Reads as ${formatPrice(rupees)}`;
}

/** What a price field takes, shown until it reads as an amount. */
export const PRICE_FORMS = 'Rupees: 7850000, 78,50,000, 78.5 lakh or 1.2 crore';

/** A registration's hint with the site's example number in place of `{example}`. */
function RegistrationHint({ template }: { template: string }) {
  return template.replace('{example}', useSiteConfig().rera.numberExample);
}

/**
 * One field of the property form, drawn from its declaration (shared-api/contract/
 * property-record.ts): its kind picks the control, the declaration gives the label, hint,
 * placeholder and whether it is required. Registered with the form by its draft name.
 */
export function PropertyField({
  name,
  lookups,
}: {
  name: PropertyColumnField;
  lookups: PropertyLookups;
}) {
  const field = propertyField(name);
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PropertyFormValues>();
  const shared = {
    label: field.label,
    required: Boolean(field.required),
    hint: field.hint,
    autoComplete: field.autoComplete,
    error: errors[name]?.message,
  };

  switch (field.kind) {
    case 'lookup':
    case 'choice':
    case 'bhk':
      return (
        <SelectField
          {...shared}
          placeholder={field.placeholder}
          options={
            field.kind === 'lookup' && field.lookup
              ? toOptions(lookupItems(lookups, field.lookup))
              : (field.options ?? [])
          }
          {...register(name)}
        />
      );
    case 'month':
      return <TextField {...shared} type="month" placeholder="YYYY-MM" {...register(name)} />;
    case 'rupees':
      return (
        <TextField
          {...shared}
          inputMode={INPUT_MODES.rupees}
          hint={<PriceHint name={name} />}
          {...register(name)}
        />
      );
    case 'mapUrl':
      // Pasted embed markup (`<iframe src="…">`) is replaced by the address it holds.
      return (
        <TextField
          {...shared}
          inputMode={INPUT_MODES.mapUrl}
          {...register(name, {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const value = event.target.value;
              if (/<|\bsrc\s*=/i.test(value)) {
                setValue(name, extractMapSrc(value), {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              }
            },
          })}
        />
      );
    case 'registration':
      return (
        <TextField
          {...shared}
          hint={field.hint && <RegistrationHint template={field.hint} />}
          autoCapitalize="characters"
          spellCheck={false}
          {...register(name)}
        />
      );
    default:
      return <TextField {...shared} inputMode={INPUT_MODES[field.kind]} {...register(name)} />;
  }
}

/** The sections whose fields are kept in columns (the link lists have sections of their own). */
export type PropertyFieldSectionName = Exclude<PropertyFormSection, 'amenities' | 'sanction'>;

/**
 * One titled section of the form with its declared fields in declaration order: two columns from
 * tablets up, a lone field (the map link) across the whole width.
 */
export function PropertyFieldSection({
  section,
  lookups,
}: {
  section: PropertyFieldSectionName;
  lookups: PropertyLookups;
}) {
  const fields = PROPERTY_COLUMN_FIELDS.filter(
    (name) => propertyField(name).section === section,
  ).map((name) => <PropertyField key={name} name={name} lookups={lookups} />);
  return (
    <FormSection title={PROPERTY_FORM_SECTIONS[section]}>
      {fields.length > 1 ? <FieldGrid>{fields}</FieldGrid> : fields}
    </FormSection>
  );
}
