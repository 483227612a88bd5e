// The property record, declared once (docs/decisions/085-the-property-record-declared-once.md).
// Every place that knows a property's fields derives from PROPERTY_FIELDS: the draft schema and the
// answer types (contract), the table's columns, the row-to-wire mapping, the update payload's
// encoding and decoding, the form's values and fields, the demo seed and the details page's tables.
// The fields themselves are in property-fields/, one file per form section, in the forms' order;
// this file gives their shape and what derives from them. Plain data, without the validator: the
// visitor's details page reads the labels.
import type { MasterKey } from './masters';
import { DESCRIPTION_FIELDS } from './property-fields/description';
import { DETAILS_FIELDS } from './property-fields/details';
import { FEATURE_FIELDS } from './property-fields/features';
import { LOCATION_FIELDS } from './property-fields/location';

/**
 * How a field's value is typed and checked; the form's input and the details page's formatting
 * follow from it. `links` are lists of lookup ids kept in a link table, not in a column. A
 * `registration` is an optional number on a public register, of the form the site configuration
 * gives (its `rera`): blank is null, else it must match. An `area` is in the unit of the `unit`
 * field, a `sqft` always in square feet. `bhk` is a bedroom count chosen from BEDROOM_COUNTS
 * (0 is a studio, '1 RK').
 */
export type PropertyFieldKind =
  | 'text'
  | 'rupees'
  | 'count'
  | 'area'
  | 'sqft'
  | 'km'
  | 'bhk'
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
  /** The fixed values of a `choice` or `bhk` field, and how the form shows each. */
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

/**
 * Every field of a property a person enters, by its draft name (as the add form sends it), in the
 * forms' order. Wire names are the product's (docs/product.md section 8), kept word for word.
 */
export const PROPERTY_FIELDS = {
  ...DETAILS_FIELDS,
  ...DESCRIPTION_FIELDS,
  ...FEATURE_FIELDS,
  ...LOCATION_FIELDS,
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
    /** When it was listed, ISO 8601 UTC as stored (an addition). */
    created_at: string;
    /** When it was last changed, ISO 8601 UTC as stored (an addition): versions share images. */
    updated_at: string;
    /** The price before a cut in the last 30 days: "Price reduced" (decision 098); else absent. */
    previousPrice?: number | null;
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
    /** The price before a cut in the last 30 days: "Price reduced" (decision 098); else absent. */
    previousPrice?: number | null;
  } & { [N in InList as Fields[N]['detail']]: DetailValue<Fields[N]> }
>;

/** How many properties one page of the sitemap read holds (a sitemap file's limit). */
export const PROPERTY_SITEMAP_PAGE_SIZE = 50_000;

/** One property a visitor can open, as a sitemap lists it. */
export interface PropertySitemapItem {
  id: number;
  /** ISO 8601 UTC as stored: the page's last modification. */
  updated_at: string;
  project_name: string;
  /** The stored path of the first photo (like image1), or null. */
  image: string | null;
}

/** GET /api/property/sitemap?page=N (an addition): the public properties in id order. */
export interface PropertySitemapPage {
  /** Every property a visitor can open, on all pages. */
  total: number;
  pageSize: typeof PROPERTY_SITEMAP_PAGE_SIZE;
  items: PropertySitemapItem[];
}

/** The fields in one of the details page's tables, in declaration order. */
export function fieldsInDetailTable(caption: PropertyDetailTable): PropertyColumnField[] {
  return PROPERTY_COLUMN_FIELDS.filter((name) => propertyField(name).table?.caption === caption);
}

/** The fields one form section shows, in declaration order. */
export function fieldsInFormSection(section: PropertyFormSection): PropertyFieldName[] {
  return PROPERTY_FIELD_NAMES.filter((name) => propertyField(name).section === section);
}
