import { z } from 'zod';

const text = z.string().nullable();
const num = z.number().nullable();

/** Path parameter schema: a positive whole number with a clear message. */
export function positiveIdParam(name: string) {
  const message = `${name} must be a positive whole number`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
}

export const propertyListItemSchema = z.object({
  id: z.number(),
  prp_id: z.string(),
  image1: text,
  thumbnail: text.describe('Card-sized WebP variant of image1 (480 px wide)'),
  project_name: z.string(),
  price: z.number(),
  city_name: text,
  property_type: text,
  address: z.string(),
  status: text,
  unit: text,
  created_at: z.string(),
});

export const propertyDetailSchema = z.object({
  id: z.number(),
  prp_id: z.string(),
  status: text,
  project_name: z.string(),
  project_status: text.describe('Name of the possession type'),
  transaction_type: text,
  size: num,
  address: z.string(),
  city_name: text,
  price: z.number(),
  image1: text,
  image2: text,
  image3: text,
  image4: text,
  image5: text,
  image6: text,
  gallery: z.array(text).describe('Gallery WebP variants (1280 px), index-aligned with image1..6'),
  gallery_medium: z
    .array(text)
    .describe('Smaller gallery WebP variants (800 px, for phones), index-aligned with image1..6'),
  video: text,
  map: text,
  project_type: text,
  property_type: text,
  ownership_type: text,
  flooring_type_name: text,
  facing: text,
  reserve_parking: text,
  water_source_name: text,
  unit: text,
  profession: text.describe('Possession month, YYYY-MM'),
  launch_year: text,
  no_of_floors: num,
  oc: text,
  cc: text,
  power_backup_name: text,
  amenities: text.describe('Amenity names, comma-separated, in name order'),
  sanctions: text.describe('Sanction names, comma-separated, in name order'),
  sanction_files: text.describe(
    'Sanction file paths, comma-separated, in the order of `sanctions`',
  ),
  metro_railway: num,
  hospital: num,
  bus_stop: num,
  school: num,
  created_by: z.number(),
});

export const propertyFullReadSchema = z.object({
  id: z.number(),
  prp_id: z.string(),
  address: z.string(),
  status: num,
  cities: num,
  project_name: z.string(),
  price: z.number(),
  images: z.object({
    image1: text,
    image2: text,
    image3: text,
    image4: text,
    image5: text,
    image6: text,
    video: text,
  }),
  description: z.object({
    project_type: num,
    property_type: num,
    ownership_type: num,
    size: num,
    unit: text,
    transaction_type: num,
    profession: text,
    possession_type: num,
    launch_year: text,
    price_form: num,
    no_of_tower: num,
    no_of_units: num,
    available_units: num,
    no_of_floors: num,
    oc: text,
    cc: text,
  }),
  features: z.object({
    facing: num,
    flooring_type: num,
    overlooking: text,
    reserve_parking: text,
    water_source: num,
    power_backup: num,
  }),
  location: z.object({
    metro_railway: num,
    bus_stop: num,
    hospital: num,
    school: num,
  }),
  amenities: z.array(z.object({ id: z.number() })),
  sanctions: z.array(z.object({ id: z.number(), file: text })),
  map: text,
  created_by: z.number(),
});

export const propertySavedSchema = z.object({
  message: z.string(),
  id: z.number(),
  prp_id: z.string(),
});
