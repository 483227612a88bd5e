import {
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_GROUPS,
  PROPERTY_SITEMAP_PAGE_SIZE,
  propertyField,
  type PropertyColumnField,
  type PropertyDetail,
  type PropertyFieldKind,
  type PropertyFullRead,
  type PropertyGroup,
  type PropertyListItem,
  type PropertySitemapPage,
} from 'shared-api/contract';
import { z } from 'zod';
import { IMAGE_COLUMNS } from '../../repositories/properties-mapping';

const text = z.string().nullable();

/** Path parameter schema: a positive whole number with a clear message. */
export function positiveIdParam(name: string) {
  const message = `${name} must be a positive whole number`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
}

/** Kinds stored as text; the others are numbers (ids, rupees, counts, areas, km). */
const TEXT_KINDS: ReadonlySet<PropertyFieldKind> = new Set([
  'text',
  'month',
  'mapUrl',
  'choice',
  'registration',
]);

function sentenceCase(label: string): string {
  const lower = label.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A stored value (full read): typed by its kind, null unless its column refuses null. */
function storedValue(name: PropertyColumnField): z.ZodType {
  const { kind, notNull } = propertyField(name);
  const value = TEXT_KINDS.has(kind) ? z.string() : z.number();
  return notNull ? value : value.nullable();
}

/** What a number of these kinds means, for the API docs. */
const KIND_NOTES: Partial<Record<PropertyFieldKind, string>> = {
  bhk: `Bedrooms: ${BEDROOMS_MIN} is a studio (1 RK), else up to ${BEDROOMS_MAX} (BHK); null when it has none (a plot, a shop)`,
  sqft: 'Square feet',
};

/** A value of the detail read and the list: lookups carry their item's name. */
function detailValue(name: PropertyColumnField): z.ZodType {
  const { kind, label } = propertyField(name);
  if (kind === 'lookup') return text.describe(`Name of the ${label.toLowerCase()}`);
  if (kind === 'month') return storedValue(name).describe(`${sentenceCase(label)} month, YYYY-MM`);
  const note = KIND_NOTES[kind];
  return note === undefined ? storedValue(name) : storedValue(name).describe(note);
}

/** The column fields with a name in the detail read (and, with `inList`, in the list items). */
function detailFields(inListOnly: boolean): [string, z.ZodType][] {
  return PROPERTY_COLUMN_FIELDS.flatMap((name) => {
    const { detail, inList } = propertyField(name);
    if (detail === undefined || (inListOnly && !inList)) return [];
    return [[detail, detailValue(name)]];
  });
}

/** The column fields of one group of the full read, by wire name. */
function groupFields(group: PropertyGroup): [string, z.ZodType][] {
  return PROPERTY_COLUMN_FIELDS.flatMap((name) => {
    const field = propertyField(name);
    return field.group === group ? [[field.wire, storedValue(name)]] : [];
  });
}

/**
 * The answer's schema from a shape built off the declaration. The contract's answer type derives
 * from the same declaration by the same rules (value type by kind, nullable unless `notNull`,
 * lookups by name in the detail read), which zod cannot infer from a shape built in a loop: the
 * one cast of the derivation. Every answer still goes through the schema when it is serialized.
 */
function answerSchema<T>(entries: [string, z.ZodType][]): z.ZodType<T> {
  return z.object(Object.fromEntries(entries)) as unknown as z.ZodType<T>;
}

const imageSlots = IMAGE_COLUMNS.map((column): [string, z.ZodType] => [column, text]);

const previousPrice: [string, z.ZodType] = [
  'previousPrice',
  z
    .number()
    .nullable()
    .optional()
    .describe('The price before a cut in the last 30 days ("Price reduced"); else absent'),
];

export const propertyListItemSchema = answerSchema<PropertyListItem>([
  ['id', z.number()],
  ['prp_id', z.string()],
  ['image1', text],
  ['thumbnail', text.describe('Card-sized WebP variant of image1 (480 px wide)')],
  ...detailFields(true),
  ['created_at', z.string()],
  previousPrice,
]);

export const propertyDetailSchema = answerSchema<PropertyDetail>([
  ['id', z.number()],
  ['prp_id', z.string()],
  ...detailFields(false),
  ...imageSlots,
  [
    'gallery',
    z.array(text).describe('Gallery WebP variants (1280 px), index-aligned with image1..6'),
  ],
  [
    'gallery_medium',
    z
      .array(text)
      .describe('Smaller gallery WebP variants (800 px, for phones), index-aligned with image1..6'),
  ],
  ['video', text],
  ['amenities', text.describe('Amenity names, comma-separated, in name order')],
  ['sanctions', text.describe('Sanction names, comma-separated, in name order')],
  [
    'sanction_files',
    text.describe('Sanction file paths, comma-separated, in the order of `sanctions`'),
  ],
  ['created_by', z.number()],
  ['created_at', z.string().describe('When it was listed, ISO 8601 UTC (an addition)')],
  [
    'updated_at',
    z
      .string()
      .describe('When it was last changed, ISO 8601 UTC (an addition): versions its share image'),
  ],
  previousPrice,
]);

export const propertyFullReadSchema = answerSchema<PropertyFullRead>([
  ['id', z.number()],
  ['prp_id', z.string()],
  ...groupFields('top'),
  ['images', z.object(Object.fromEntries([...imageSlots, ['video', text]]))],
  ...PROPERTY_GROUPS.map((group): [string, z.ZodType] => [
    group,
    z.object(Object.fromEntries(groupFields(group))),
  ]),
  ['amenities', z.array(z.object({ id: z.number() }))],
  ['sanctions', z.array(z.object({ id: z.number(), file: text }))],
  ['created_by', z.number()],
]);

export const propertySavedSchema = z.object({
  message: z.string(),
  id: z.number(),
  prp_id: z.string(),
});

/** The largest page whose offset is still a safe integer. */
const LAST_SITEMAP_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / PROPERTY_SITEMAP_PAGE_SIZE);
const PAGE_MESSAGE = 'page must be a whole number from 1';

export const sitemapQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(LAST_SITEMAP_PAGE, { error: PAGE_MESSAGE })
    .default(1)
    .describe('The page, from 1'),
});

export const propertySitemapSchema: z.ZodType<PropertySitemapPage> = z.object({
  total: z.number().int().describe('Every property a visitor can open, on all pages'),
  pageSize: z.literal(PROPERTY_SITEMAP_PAGE_SIZE),
  items: z.array(
    z.object({
      id: z.number(),
      updated_at: z.string().describe('ISO 8601 UTC: the page’s last modification'),
      project_name: z.string(),
      image: text.describe('Stored path of the first photo (as image1), or null'),
    }),
  ),
});
