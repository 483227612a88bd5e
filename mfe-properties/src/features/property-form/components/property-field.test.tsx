import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FORM_SECTIONS,
  propertyField,
  type PropertyFieldDeclaration,
  type PropertyFormSection,
} from 'shared-api/contract';
import { TEST_RUNTIME_CONFIG } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { getLookupItems, MAP_URL } from '../../../testing/property-fixtures';
import { enter } from '../../../testing/property-form-driver';
import {
  lookupItems,
  PROPERTY_LOOKUP_KEYS,
  type PropertyLookups,
} from '../hooks/use-property-lookups';
import { getEmptyPropertyValues, type PropertyFormValues } from '../utils/form-values';
import { PRICE_FORMS, PropertyFieldSection, type PropertyFieldSectionName } from './property-field';

const LOOKUPS = Object.fromEntries(
  PROPERTY_LOOKUP_KEYS.map((key) => [key, getLookupItems(`List ${key}`)]),
) as PropertyLookups;

const FIELD_SECTIONS = (Object.keys(PROPERTY_FORM_SECTIONS) as PropertyFormSection[]).filter(
  (section): section is PropertyFieldSectionName =>
    PROPERTY_COLUMN_FIELDS.some((name) => propertyField(name).section === section),
);

function Sections() {
  const form = useForm<PropertyFormValues>({ defaultValues: getEmptyPropertyValues() });
  return (
    <FormProvider {...form}>
      <form>
        {FIELD_SECTIONS.map((section) => (
          <PropertyFieldSection key={section} section={section} lookups={LOOKUPS} />
        ))}
      </form>
    </FormProvider>
  );
}

const renderSections = () => renderWithProviders(<Sections />);

/** The options a chooser should offer, after its empty first option. */
function expectedOptions(field: PropertyFieldDeclaration): string[] {
  if (field.kind === 'lookup' && field.lookup) {
    return lookupItems(LOOKUPS, field.lookup).map((item) => item.name);
  }
  return (field.options ?? []).map((option) => option.label);
}

const INPUT_MODES: Partial<Record<PropertyFieldDeclaration['kind'], string>> = {
  rupees: 'text',
  count: 'numeric',
  area: 'decimal',
  sqft: 'decimal',
  km: 'decimal',
  mapUrl: 'url',
};

describe('PropertyField, drawn from the declaration', () => {
  it.each(PROPERTY_COLUMN_FIELDS.map((name) => [name, propertyField(name)] as const))(
    '%s gets the control of its kind, its label and whether it is required',
    (_name, field) => {
      renderSections();
      const control = screen.getByLabelText(field.label);
      if (field.required) expect(control).toHaveAttribute('aria-required', 'true');
      else expect(control).not.toHaveAttribute('aria-required');

      switch (field.kind) {
        case 'lookup':
        case 'choice':
        case 'bhk': {
          expect(control.tagName).toBe('SELECT');
          const options = within(control).getAllByRole('option');
          expect(options.map((option) => option.textContent)).toEqual([
            field.placeholder,
            ...expectedOptions(field),
          ]);
          expect(options[0]).toHaveValue('');
          break;
        }
        case 'month':
          expect(control).toHaveAttribute('type', 'month');
          expect(control).toHaveAttribute('placeholder', 'YYYY-MM');
          expect(control).toHaveAccessibleDescription(field.hint);
          break;
        default:
          expect(control.tagName).toBe('INPUT');
          expect(control).toHaveAttribute('type', 'text');
          if (INPUT_MODES[field.kind]) {
            expect(control).toHaveAttribute('inputmode', INPUT_MODES[field.kind]);
          } else expect(control).not.toHaveAttribute('inputmode');
      }
      if (field.autoComplete) expect(control).toHaveAttribute('autocomplete', field.autoComplete);
      if (field.hint && field.kind !== 'month') {
        // A registration's hint names the site's own example number.
        const example = TEST_RUNTIME_CONFIG.site.rera.numberExample;
        expect(control).toHaveAccessibleDescription(field.hint.replace('{example}', example));
      }
    },
  );

  it('lays each section out under its title, its fields in declaration order', () => {
    renderSections();
    for (const section of FIELD_SECTIONS) {
      const group = screen.getByRole('group', { name: PROPERTY_FORM_SECTIONS[section] });
      const labels = PROPERTY_COLUMN_FIELDS.filter(
        (name) => propertyField(name).section === section,
      ).map((name) => propertyField(name).label);
      const controls = labels.map((label) => within(group).getByLabelText(label));
      // Each control comes after the one declared before it.
      controls.slice(1).forEach((control, index) => {
        expect(controls[index]?.compareDocumentPosition(control)).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
    }
  });

  it("offers bedrooms as '1 RK', '1 BHK' … '10 BHK', sent as the count (0 for a studio)", async () => {
    const { user } = renderSections();
    const control = screen.getByLabelText(propertyField('bedrooms').label);
    const labels = within(control)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.slice(1, 4)).toEqual(['1 RK', '1 BHK', '2 BHK']);
    expect(labels.at(-1)).toBe('10 BHK');
    await user.selectOptions(control, '1 RK');
    expect(control).toHaveValue('0');
    await user.selectOptions(control, '2 BHK');
    expect(control).toHaveValue('2');
  });

  it('reads every rupees field back with Indian grouping', async () => {
    const { user } = renderSections();
    for (const name of PROPERTY_COLUMN_FIELDS) {
      const { kind, label } = propertyField(name);
      if (kind !== 'rupees') continue;
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(PRICE_FORMS);
      await enter(user, label, '4500000');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Reads as Rs. 45,00,000');
    }
  });

  it.each([
    ['78,50,000', 'Reads as Rs. 78,50,000'],
    ['78.5 lakh', 'Reads as Rs. 78,50,000'],
    ['1.2 crore', 'Reads as Rs. 1,20,00,000'],
    ['12 apples', PRICE_FORMS],
  ])('shows what a price typed as %p was read as', async (typed, hint) => {
    const { user } = renderSections();
    const { label } = propertyField('price');
    await enter(user, label, typed);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(hint);
  });

  it('keeps only the address of pasted embed markup in a map link field', async () => {
    const { user } = renderSections();
    const { label } = propertyField('maps');
    await enter(user, label, `<iframe src="${MAP_URL}&amp;z=3" width="600"></iframe>`);
    expect(screen.getByLabelText(label)).toHaveValue(`${MAP_URL}&z=3`);
  });
});
