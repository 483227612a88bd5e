// The rows of the comparison table (decision 090): what a buyer weighs between flats, each a
// label and a property's value as text. The distances are the declaration's own table's fields.
import {
  fieldsInDetailTable,
  formatBhk,
  formatPriceInWords,
  propertyField,
} from 'shared-api/contract';
import type { PropertyDetail } from 'shared-api/contract';
import { formatIndianNumber, formatPrice } from 'shared-ui';
import { displayValue, MISSING } from '../../../utils/display';

export interface CompareRow {
  label: string;
  value(property: PropertyDetail): string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-03' → 'Mar 2027'; anything else as it is. */
export function formatMonth(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : displayValue(value);
}

/** The price of one square foot of carpet area, rounded to the rupee; 'Null' without an area. */
export function formatPricePerSqft(property: PropertyDetail): string {
  const area = property.carpet_area;
  if (area === null || area <= 0) return MISSING;
  return `Rs. ${formatIndianNumber(Math.round(property.price / area))} / sq.ft.`;
}

/** A field's value in the detail read, by its detail name; null when missing. */
function detailNumber(property: PropertyDetail, name: string | undefined): number | null {
  if (name === undefined) return null;
  const byName: Readonly<Record<string, unknown>> = property;
  const value = byName[name];
  return typeof value === 'number' ? value : null;
}

const DISTANCE_ROWS: CompareRow[] = fieldsInDetailTable('Distance from Location').map((name) => {
  const field = propertyField(name);
  return {
    label: `Distance to ${field.table?.label ?? field.label}`,
    value: (property) => {
      const km = detailNumber(property, field.detail);
      return km === null ? MISSING : `${km} km`;
    },
  };
});

/** Every row, in the table's order. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    label: 'Price',
    value: (property) => `${formatPriceInWords(property.price)} (${formatPrice(property.price)})`,
  },
  { label: 'Price per sq.ft. (carpet)', value: formatPricePerSqft },
  {
    label: 'Carpet Area',
    value: ({ carpet_area: area }) =>
      area === null ? MISSING : `${formatIndianNumber(area)} sq.ft.`,
  },
  {
    label: 'BHK',
    value: ({ bedrooms }) => (bedrooms === null ? MISSING : formatBhk(bedrooms)),
  },
  { label: 'Property Type', value: (property) => displayValue(property.property_type) },
  { label: 'Status', value: (property) => displayValue(property.status) },
  { label: 'Project Status', value: (property) => displayValue(property.project_status) },
  { label: 'Possession', value: (property) => formatMonth(property.profession) },
  { label: 'City', value: (property) => displayValue(property.city_name) },
  { label: 'Amenities', value: (property) => displayValue(property.amenities) },
  ...DISTANCE_ROWS,
];
