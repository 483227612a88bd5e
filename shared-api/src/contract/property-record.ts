// The property record, declared once (docs/decisions/085-the-property-record-declared-once.md).
// Every place that knows a property's fields derives from PROPERTY_FIELDS: the draft schema and the
// answer types (contract), the table's columns, the row-to-wire mapping, the update payload's
// encoding and decoding, the form's values and fields, the demo seed and the details page's tables.
// Plain data, without the validator: the visitor's details page reads the labels.
import type { MasterKey } from './masters';
import { AREA_UNITS, YES_NO } from './property-values';

/**
 * How a field's value is typed and checked; the form's input and the details page's formatting
 * follow from it. `links` are lists of lookup ids kept in a link table, not in a column. A
 * `registration` is an optional number on a public register, of the form the site configuration
 * gives (its `rera`): blank is null, else it must match.
 */
export type PropertyFieldKind =
  | 'text'
  | 'rupees'
  | 'count'
  | 'area'
  | 'km'
  | 'lookup'
  | 'choice'
  | 'month'
  | 'mapUrl'
  | 'registration'
  | 'links';

/** Where the full read and the update carry a field: at the top level or in one of the groups. */
export type PropertyGroup = 'top' | 'description' | 'features' | 'location';
export const PROPERTY_GROUPS = ['description', 'features', 'location'] as const;

/** The add and edit forms' sections that show fields, in the forms' order. */
export const PROPERTY_FORM_SECTIONS = {
  property: 'Property Details',
  description: 'Project Description',
  features: 'Project Features',
  amenities: 'Amenities Available',
  sanction: 'Property Sanction',
  distance: 'Distance from Location',
  map: 'Google Map Link',
} as const;
export type PropertyFormSection = keyof typeof PROPERTY_FORM_SECTIONS;

/** The details page's tables, in the page's order. */
export const PROPERTY_DETAIL_TABLES = [
  'Project Details',
  'Project Features',
  'Distance from Location',
] as const;
export type PropertyDetailTable = (typeof PROPERTY_DETAIL_TABLES)[number];

export interface PropertyFieldDeclaration {
  kind: PropertyFieldKind;
  /** The form's label. */
  label: string;
  /** The message when it is missing; absent when the field is optional. */
  required?: string;
  /** The message when it is there but not of its kind (numbers, optional lookups, months). */
  invalid?: string;
  /** Longest text (text, mapUrl, registration). */
  max?: number;
  /** Smallest value (rupees). */
  min?: number;
  /** The lookup list of a `lookup` or `links` field. */
  lookup?: MasterKey;
  /** The fixed values of a `choice` field, and how the form shows each. */
  options?: readonly { value: string; label: string }[];
  /** A chooser's first, empty option. */
  placeholder?: string;
  /** The form's hint under the input (`{example}`: the site's example of a registration). */
  hint?: string;
  autoComplete?: string;
  /** The form section that shows it (the form lays fields out in declaration order). */
  section: PropertyFormSection;
  /** Its column in the properties table (none for `links`). */
  column?: string;
  /** The column refuses null (the three fields a row cannot lack). */
  notNull?: true;
  /** Its group and its name in the full read (edit form) and in the update. */
  group: PropertyGroup;
  wire: string;
  /** Its name in the detail read, where a lookup carries its item's name; absent: not in it. */
  detail?: string;
  /** Also in the list items (cards and tables), under its detail name. */
  inList?: true;
  /** Its row in one of the details page's tables, and the row's label. */
  table?: { caption: PropertyDetailTable; label: string };
}

const MONTH_HINT = 'Month and year (YYYY-MM)';
const YES_NO_OPTIONS = YES_NO.map((value) => ({ value, label: value === 'yes' ? 'Yes' : 'No' }));
const UNIT_OPTIONS = AREA_UNITS.map((value) => ({ value, label: value }));
const DISTANCE_INVALID = 'Distance must be a number of km';

/**
 * Every field of a property a person enters, by its draft name (as the add form sends it), in the
 * forms' order. Wire names are the product's (docs/product.md section 8), kept word for word.
 */
export const PROPERTY_FIELDS = {
  address: {
    kind: 'text',
    label: 'Address',
    required: 'Address is required',
    max: 500,
    autoComplete: 'street-address',
    section: 'property',
    column: 'address',
    notNull: true,
    group: 'top',
    wire: 'address',
    detail: 'address',
    inList: true,
  },
  cities: {
    kind: 'lookup',
    label: 'City',
    required: 'City is required',
    lookup: 'cities',
    placeholder: 'Select a city',
    section: 'property',
    column: 'city_id',
    group: 'top',
    wire: 'cities',
    detail: 'city_name',
    inList: true,
  },
  projectName: {
    kind: 'text',
    label: 'Project Name',
    required: 'Project name is required',
    max: 200,
    section: 'property',
    column: 'project_name',
    notNull: true,
    group: 'top',
    wire: 'project_name',
    detail: 'project_name',
    inList: true,
  },
  price: {
    kind: 'rupees',
    label: 'Price (Rs.)',
    required: 'Price is required',
    invalid: 'Price must be a whole number of rupees',
    min: 1,
    section: 'property',
    column: 'price',
    notNull: true,
    group: 'top',
    wire: 'price',
    detail: 'price',
    inList: true,
    table: { caption: 'Project Details', label: 'Price' },
  },
  status: {
    kind: 'lookup',
    label: 'Status',
    required: 'Status is required',
    lookup: 'statuses',
    placeholder: 'Select a status',
    section: 'property',
    column: 'status_id',
    group: 'top',
    wire: 'status',
    detail: 'status',
    inList: true,
  },
  /**
   * The project's registration with the state's RERA authority (decision 087; site config `rera`):
   * the details page shows it with the authority's website and a QR code to its page.
   */
  reraNumber: {
    kind: 'registration',
    label: 'RERA Registration No.',
    max: 20,
    hint: 'Looks like {example}; leave blank when the project has none',
    section: 'property',
    column: 'rera_number',
    group: 'top',
    wire: 'rera_number',
    detail: 'rera_number',
    inList: true,
  },
  project: {
    kind: 'lookup',
    label: 'Project Type',
    required: 'Project type is required',
    lookup: 'project_types',
    placeholder: 'Select a project type',
    section: 'description',
    column: 'project_type_id',
    group: 'description',
    wire: 'project_type',
    detail: 'project_type',
    table: { caption: 'Project Details', label: 'Project Type' },
  },
  property: {
    kind: 'lookup',
    label: 'Property Type',
    required: 'Property type is required',
    lookup: 'property_types',
    placeholder: 'Select a property type',
    section: 'description',
    column: 'property_type_id',
    group: 'description',
    wire: 'property_type',
    detail: 'property_type',
    inList: true,
    table: { caption: 'Project Details', label: 'Property Type' },
  },
  ownership: {
    kind: 'lookup',
    label: 'Ownership',
    required: 'Ownership is required',
    lookup: 'ownership_types',
    placeholder: 'Select an ownership',
    section: 'description',
    column: 'ownership_type_id',
    group: 'description',
    wire: 'ownership_type',
    detail: 'ownership_type',
    table: { caption: 'Project Details', label: 'Ownership Type' },
  },
  transaction: {
    kind: 'lookup',
    label: 'Transaction',
    required: 'Transaction type is required',
    lookup: 'transaction_types',
    placeholder: 'Select a transaction type',
    section: 'description',
    column: 'transaction_type_id',
    group: 'description',
    wire: 'transaction_type',
    detail: 'transaction_type',
    table: { caption: 'Project Details', label: 'Transaction Type' },
  },
  size: {
    kind: 'area',
    label: 'Project Area',
    required: 'Project area is required',
    invalid: 'Project area must be a number',
    section: 'description',
    column: 'size',
    group: 'description',
    wire: 'size',
    detail: 'size',
    table: { caption: 'Project Details', label: 'Area' },
  },
  unit: {
    kind: 'choice',
    label: 'Unit',
    required: 'Unit is required',
    options: UNIT_OPTIONS,
    placeholder: 'Select a unit',
    section: 'description',
    column: 'unit',
    group: 'description',
    wire: 'unit',
    detail: 'unit',
    inList: true,
  },
  /** The product's `profession`: the possession month (YYYY-MM). */
  profession: {
    kind: 'month',
    label: 'Possession',
    required: 'Possession is required',
    invalid: 'Possession must be a month (YYYY-MM)',
    hint: MONTH_HINT,
    section: 'description',
    column: 'profession',
    group: 'description',
    wire: 'profession',
    detail: 'profession',
    table: { caption: 'Project Details', label: 'Possession' },
  },
  /** The possession type (get_possesiones), shown as the project status; optional. */
  possession: {
    kind: 'lookup',
    label: 'Possession Type',
    invalid: 'Possession type must be chosen from the list',
    lookup: 'possession_types',
    placeholder: 'Select a possession type',
    section: 'description',
    column: 'possession_type_id',
    group: 'description',
    wire: 'possession_type',
    detail: 'project_status',
    table: { caption: 'Project Details', label: 'Project Status' },
  },
  launchYear: {
    kind: 'month',
    label: 'Launch Year',
    required: 'Launch year is required',
    invalid: 'Launch year must be a month (YYYY-MM)',
    hint: MONTH_HINT,
    section: 'description',
    column: 'launch_year',
    group: 'description',
    wire: 'launch_year',
    detail: 'launch_year',
    table: { caption: 'Project Details', label: 'Launch Year' },
  },
  priceFrom: {
    kind: 'rupees',
    label: 'Price From (Rs.)',
    invalid: 'Price from must be a whole number of rupees',
    section: 'description',
    column: 'price_from',
    group: 'description',
    wire: 'price_form',
  },
  noOfTower: {
    kind: 'count',
    label: 'No. of Towers',
    required: 'Number of towers is required',
    invalid: 'Number of towers must be a whole number',
    section: 'description',
    column: 'no_of_tower',
    group: 'description',
    wire: 'no_of_tower',
  },
  noOfUnits: {
    kind: 'count',
    label: 'No. of Units',
    required: 'Number of units is required',
    invalid: 'Number of units must be a whole number',
    section: 'description',
    column: 'no_of_units',
    group: 'description',
    wire: 'no_of_units',
  },
  availableUnits: {
    kind: 'count',
    label: 'Available Units',
    required: 'Available units is required',
    invalid: 'Available units must be a whole number',
    section: 'description',
    column: 'available_units',
    group: 'description',
    wire: 'available_units',
  },
  noOfFloors: {
    kind: 'count',
    label: 'No. of Floors',
    required: 'Number of floors is required',
    invalid: 'Number of floors must be a whole number',
    section: 'description',
    column: 'no_of_floors',
    group: 'description',
    wire: 'no_of_floors',
    detail: 'no_of_floors',
    table: { caption: 'Project Details', label: 'No. of Floors' },
  },
  oc: {
    kind: 'choice',
    label: 'OC',
    required: 'OC is required',
    options: YES_NO_OPTIONS,
    placeholder: 'Select',
    section: 'description',
    column: 'oc',
    group: 'description',
    wire: 'oc',
    detail: 'oc',
    table: { caption: 'Project Details', label: 'OC' },
  },
  cc: {
    kind: 'choice',
    label: 'CC',
    required: 'CC is required',
    options: YES_NO_OPTIONS,
    placeholder: 'Select',
    section: 'description',
    column: 'cc',
    group: 'description',
    wire: 'cc',
    detail: 'cc',
    table: { caption: 'Project Details', label: 'CC' },
  },
  facing: {
    kind: 'lookup',
    label: 'Facing',
    required: 'Facing is required',
    lookup: 'facings',
    placeholder: 'Select a facing',
    section: 'features',
    column: 'facing_id',
    group: 'features',
    wire: 'facing',
    detail: 'facing',
    table: { caption: 'Project Features', label: 'Facing' },
  },
  flooring: {
    kind: 'lookup',
    label: 'Flooring',
    required: 'Flooring is required',
    lookup: 'floor_types',
    placeholder: 'Select a flooring',
    section: 'features',
    column: 'floor_type_id',
    group: 'features',
    wire: 'flooring_type',
    detail: 'flooring_type_name',
    table: { caption: 'Project Features', label: 'Flooring' },
  },
  overLooking: {
    kind: 'text',
    label: 'Overlooking',
    max: 200,
    section: 'features',
    column: 'overlooking',
    group: 'features',
    wire: 'overlooking',
  },
  reserveParking: {
    kind: 'choice',
    label: 'Reserve Parking',
    required: 'Reserve parking is required',
    options: YES_NO_OPTIONS,
    placeholder: 'Select',
    section: 'features',
    column: 'reserve_parking',
    group: 'features',
    wire: 'reserve_parking',
    detail: 'reserve_parking',
    table: { caption: 'Project Features', label: 'Reserve Parking' },
  },
  waterSource: {
    kind: 'lookup',
    label: 'Water Source',
    required: 'Water source is required',
    lookup: 'water_sources',
    placeholder: 'Select a water source',
    section: 'features',
    column: 'water_source_id',
    group: 'features',
    wire: 'water_source',
    detail: 'water_source_name',
    table: { caption: 'Project Features', label: 'Water Source' },
  },
  powerBackup: {
    kind: 'lookup',
    label: 'Power Backup',
    required: 'Power backup is required',
    lookup: 'power_backups',
    placeholder: 'Select a power backup',
    section: 'features',
    column: 'power_backup_id',
    group: 'features',
    wire: 'power_backup',
    detail: 'power_backup_name',
    table: { caption: 'Project Features', label: 'Power Backup' },
  },
  amenities: {
    kind: 'links',
    label: 'Amenities',
    required: 'Select at least one amenity',
    lookup: 'amenities',
    section: 'amenities',
    group: 'top',
    wire: 'amenities',
    detail: 'amenities',
  },
  sanction: {
    kind: 'links',
    label: 'Sanction',
    required: 'Select at least one sanction',
    lookup: 'sanctions',
    section: 'sanction',
    group: 'top',
    wire: 'sanctions',
    detail: 'sanctions',
  },
  metro: {
    kind: 'km',
    label: 'Metro / Railway (km)',
    required: 'Distance to metro / railway is required',
    invalid: DISTANCE_INVALID,
    section: 'distance',
    column: 'metro_railway',
    group: 'location',
    wire: 'metro_railway',
    detail: 'metro_railway',
    table: { caption: 'Distance from Location', label: 'Metro / Railway' },
  },
  hospital: {
    kind: 'km',
    label: 'Hospital (km)',
    required: 'Distance to hospital is required',
    invalid: DISTANCE_INVALID,
    section: 'distance',
    column: 'hospital',
    group: 'location',
    wire: 'hospital',
    detail: 'hospital',
    table: { caption: 'Distance from Location', label: 'Hospital' },
  },
  busStop: {
    kind: 'km',
    label: 'Bus Stop (km)',
    required: 'Distance to bus stop is required',
    invalid: DISTANCE_INVALID,
    section: 'distance',
    column: 'bus_stop',
    group: 'location',
    wire: 'bus_stop',
    detail: 'bus_stop',
    table: { caption: 'Distance from Location', label: 'Bus Stop' },
  },
  school: {
    kind: 'km',
    label: 'School (km)',
    required: 'Distance to school is required',
    invalid: DISTANCE_INVALID,
    section: 'distance',
    column: 'school',
    group: 'location',
    wire: 'school',
    detail: 'school',
    table: { caption: 'Distance from Location', label: 'School' },
  },
  maps: {
    kind: 'mapUrl',
    label: 'Google Map Link',
    required: 'Map link is required',
    max: 2000,
    hint: 'Paste the embed code from Google Maps (Share → Embed a map) or its https://www.google.com/maps/embed link',
    section: 'map',
    column: 'map',
    group: 'top',
    wire: 'map',
    detail: 'map',
  },
} as const satisfies Record<string, PropertyFieldDeclaration>;

type Fields = typeof PROPERTY_FIELDS;
/** A field's draft name. */
export type PropertyFieldName = keyof Fields;
/** The fields kept in a column (all but the link lists). */
export type PropertyColumnField = {
  [N in PropertyFieldName]: Fields[N] extends { column: string } ? N : never;
}[PropertyFieldName];
export type PropertyLinkField = Exclude<PropertyFieldName, PropertyColumnField>;

export const PROPERTY_FIELD_NAMES = Object.keys(PROPERTY_FIELDS) as PropertyFieldName[];

/** Each field's declaration, typed as the general shape (for loops over every field). */
export function propertyField(name: PropertyFieldName): PropertyFieldDeclaration {
  return PROPERTY_FIELDS[name];
}

export const PROPERTY_COLUMN_FIELDS = PROPERTY_FIELD_NAMES.filter(
  (name): name is PropertyColumnField => propertyField(name).kind !== 'links',
);

/** The stored value of a field: text kinds are strings, the rest numbers (ids, rupees, km...). */
type StoredValue<F> = F extends { kind: 'text' | 'month' | 'mapUrl' | 'choice' | 'registration' }
  ? string
  : number;
type Nullable<F, T> = F extends { notNull: true } ? T : T | null;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The columns of the properties table that hold the declared fields. */
export type PropertyFieldColumns = Simplify<{
  [N in PropertyColumnField as Fields[N]['column']]: Nullable<Fields[N], StoredValue<Fields[N]>>;
}>;

type InGroup<G extends PropertyGroup> = {
  [N in PropertyColumnField]: Fields[N] extends { group: G } ? N : never;
}[PropertyColumnField];
type GroupValues<G extends PropertyGroup> = Simplify<{
  [N in InGroup<G> as Fields[N]['wire']]: Nullable<Fields[N], StoredValue<Fields[N]>>;
}>;

/** The update's and the full read's three JSON groups, as their wire names. */
export type PropertyGroupValues = {
  [G in (typeof PROPERTY_GROUPS)[number]]: GroupValues<G>;
};

type ImageSlots = 'image1' | 'image2' | 'image3' | 'image4' | 'image5' | 'image6';

/** GET /api/property/get_allproperty/{id}: the full read for the edit form, lookups as ids. */
export type PropertyFullRead = Simplify<
  {
    id: number;
    prp_id: string;
    images: Record<ImageSlots | 'video', string | null>;
    amenities: { id: number }[];
    sanctions: { id: number; file: string | null }[];
    created_by: number;
  } & GroupValues<'top'> &
    PropertyGroupValues
>;

type InDetail = {
  [N in PropertyColumnField]: Fields[N] extends { detail: string } ? N : never;
}[PropertyColumnField];
type DetailValue<F> = F extends { kind: 'lookup' } ? string | null : Nullable<F, StoredValue<F>>;

/** GET /api/property/details/{property_id}: lookups by their names; missing values are null. */
export type PropertyDetail = Simplify<
  {
    id: number;
    prp_id: string;
    /** Gallery-sized WebP variants, index-aligned with image1..image6 (an addition). */
    gallery: (string | null)[];
    /** The same photos at 800 px, for phones (an addition). */
    gallery_medium: (string | null)[];
    video: string | null;
    /** Amenity names, comma-separated, in name order. */
    amenities: string | null;
    /** Sanction names, comma-separated, in name order. */
    sanctions: string | null;
    /** Sanction file paths, comma-separated, in the order of `sanctions`. */
    sanction_files: string | null;
    created_by: number;
  } & Record<ImageSlots, string | null> & {
      [N in InDetail as Fields[N]['detail']]: DetailValue<Fields[N]>;
    }
>;

type InList = {
  [N in PropertyColumnField]: Fields[N] extends { inList: true } ? N : never;
}[PropertyColumnField];

/** GET /api/property/properties: one card or table row. */
export type PropertyListItem = Simplify<
  {
    id: number;
    prp_id: string;
    image1: string | null;
    /** Card-sized WebP variant of image1 (an addition). */
    thumbnail: string | null;
    created_at: string;
  } & { [N in InList as Fields[N]['detail']]: DetailValue<Fields[N]> }
>;

/** The fields in one of the details page's tables, in declaration order. */
export function fieldsInDetailTable(caption: PropertyDetailTable): PropertyColumnField[] {
  return PROPERTY_COLUMN_FIELDS.filter((name) => propertyField(name).table?.caption === caption);
}

/** The fields one form section shows, in declaration order. */
export function fieldsInFormSection(section: PropertyFormSection): PropertyFieldName[] {
  return PROPERTY_FIELD_NAMES.filter((name) => propertyField(name).section === section);
}
