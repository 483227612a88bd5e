import { z } from 'zod';
import {
  idList,
  optionalId,
  optionalText,
  optionalWholeNumber,
  requiredDecimal,
  requiredId,
  requiredPatternText,
  requiredText,
  requiredWholeNumber,
} from './fields';
import {
  AREA_UNITS,
  DEFAULT_MAP_EMBED_PREFIXES,
  extractMapSrc,
  isAllowedMapUrl,
  MAP_LINK_MESSAGE,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_SORTS,
  YES_NO,
} from './property-values';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const yesNo = (message: string) => z.enum(YES_NO, { error: message });
const distance = (place: string) =>
  requiredDecimal(`Distance to ${place} is required`, 'Distance must be a number of km');
const yearMonth = (message: string) =>
  requiredPatternText(
    message,
    7,
    YEAR_MONTH,
    `${message.replace(' is required', '')} must be a month (YYYY-MM)`,
  );

/** Field rules of the add-property form and of POST store / PUT update (flat draft names). */
export function propertyDraftSchema(mapPrefixes: readonly string[] = DEFAULT_MAP_EMBED_PREFIXES) {
  return z
    .object({
      address: requiredText('Address is required', 500),
      cities: requiredId('City is required'),
      status: requiredId('Status is required'),
      projectName: requiredText('Project name is required', 200),
      price: requiredWholeNumber('Price is required', 'Price must be a whole number of rupees', 1),
      project: requiredId('Project type is required'),
      property: requiredId('Property type is required'),
      ownership: requiredId('Ownership is required'),
      facing: requiredId('Facing is required'),
      size: requiredDecimal('Project area is required', 'Project area must be a number'),
      unit: z.enum(AREA_UNITS, { error: 'Unit is required' }),
      transaction: requiredId('Transaction type is required'),
      /** The spec's `profession`: the possession month (YYYY-MM). */
      profession: yearMonth('Possession is required'),
      /** Possession type from get_possesiones (shown as project_status); optional addition. */
      possession: optionalId('Possession type must be chosen from the list'),
      launchYear: yearMonth('Launch year is required'),
      priceFrom: optionalWholeNumber('Price from must be a whole number of rupees'),
      noOfTower: requiredWholeNumber(
        'Number of towers is required',
        'Number of towers must be a whole number',
      ),
      noOfUnits: requiredWholeNumber(
        'Number of units is required',
        'Number of units must be a whole number',
      ),
      availableUnits: requiredWholeNumber(
        'Available units is required',
        'Available units must be a whole number',
      ),
      noOfFloors: requiredWholeNumber(
        'Number of floors is required',
        'Number of floors must be a whole number',
      ),
      oc: yesNo('OC is required'),
      cc: yesNo('CC is required'),
      flooring: requiredId('Flooring is required'),
      overLooking: optionalText(200),
      reserveParking: yesNo('Reserve parking is required'),
      waterSource: requiredId('Water source is required'),
      powerBackup: requiredId('Power backup is required'),
      amenities: idList('Select at least one amenity'),
      sanction: idList('Select at least one sanction'),
      maps: z.preprocess(
        (value) => (typeof value === 'string' ? extractMapSrc(value) : value),
        requiredText('Map link is required', 2000).refine(
          (url) => isAllowedMapUrl(url, mapPrefixes),
          {
            error: MAP_LINK_MESSAGE,
          },
        ),
      ),
      metro: distance('metro / railway'),
      hospital: distance('hospital'),
      busStop: distance('bus stop'),
      school: distance('school'),
    })
    .refine((draft) => draft.availableUnits <= draft.noOfUnits, {
      error: 'Available units cannot exceed the number of units',
      path: ['availableUnits'],
    });
}
export type PropertyDraft = z.infer<ReturnType<typeof propertyDraftSchema>>;

/** Query of the paged property list (all optional, additive to the product’s call). */
export const propertyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROPERTY_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  q: z.string().trim().max(100).optional(),
  city: z.coerce.number().int().positive().optional(),
  type: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().positive().optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  sort: z.enum(PROPERTY_SORTS).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;
