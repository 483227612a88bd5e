// The values of the round trip (round-trip.test.ts): two valid value sets for every declared
// field, made from its kind alone, and what each read shows of them.
import type { Kysely } from 'kysely';
import {
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  PROPERTY_FIELD_NAMES,
  propertyDraftSchema,
  propertyField,
  type PropertyDraft,
  type PropertyFieldName,
} from 'shared-api/contract';
import type { Database } from '../../../src/db/schema';

/** The two values sets: what the add form stores, and what the edit form changes it to. */
export type ValueSet = 0 | 1;

/** Per lookup field, its two items (one per value set): ids and names. */
export type FieldItems = Partial<
  Record<PropertyFieldName, { ids: [number, number]; names: [string, string] }>
>;

/** Where a field sits in the declaration: makes its values differ from every other field's. */
const position = (name: PropertyFieldName) => PROPERTY_FIELD_NAMES.indexOf(name);

/**
 * Two items per lookup field, in the field's own list, with ids no other field uses (rows put in
 * front so that ids differ between lists too): a value read from the wrong column shows.
 */
export async function seedFieldItems(db: Kysely<Database>): Promise<FieldItems> {
  const result: FieldItems = {};
  const now = new Date().toISOString();
  for (const name of PROPERTY_FIELD_NAMES) {
    const { lookup, label } = propertyField(name);
    if (lookup === undefined) continue;
    // Every lookup table has the same shape; typed against one name, run against `lookup`.
    const table = lookup as 'cities';
    const padding = Array.from({ length: 2 * position(name) + 1 }, (_, n) => ({
      name: `${label} padding ${n}`,
      created_at: now,
    }));
    await db.insertInto(table).values(padding).execute();
    const names: [string, string] = [`${label} first`, `${label} second`];
    const rows = await db
      .insertInto(table)
      .values(names.map((itemName) => ({ name: itemName, created_at: now })))
      .returning('id')
      .execute();
    result[name] = { ids: [Number(rows[0]?.id), Number(rows[1]?.id)], names };
  }
  return result;
}

/** The value makers of one seeding of items. */
export function fieldValues(items: FieldItems) {
  function itemsOf(name: PropertyFieldName) {
    const found = items[name];
    if (!found) throw new Error(`no items for ${name}`);
    return found;
  }

  /**
   * A valid value of a field in one value set, from its kind alone. Counts fall with the position
   * so that a later count (available units) never exceeds an earlier one (units).
   */
  function valueOf(name: PropertyFieldName, set: ValueSet): PropertyDraft[PropertyFieldName] {
    const field = propertyField(name);
    const n = position(name);
    switch (field.kind) {
      case 'text':
        return `${field.label} text ${set}`;
      case 'rupees':
        return 5_000_000 + n * 1_000 + set * 100;
      case 'count':
        return 1_000 * (set + 1) - n * 10;
      case 'area':
      case 'sqft':
      case 'km':
        // Quarters are exact in PostgreSQL's `real` as well.
        return n + 0.25 + set * 0.5;
      case 'bhk':
        // A studio (0, '1 RK') first: a zero must not read back as missing.
        return set === 0 ? BEDROOMS_MIN : BEDROOMS_MAX;
      case 'lookup':
        return itemsOf(name).ids[set];
      case 'links':
        return [itemsOf(name).ids[set]];
      case 'choice': {
        const options = field.options ?? [];
        const option = options[(n + set) % options.length];
        if (!option) throw new Error(`${name} has no options`);
        return option.value;
      }
      case 'month':
        return `${2020 + set}-${String((n % 12) + 1).padStart(2, '0')}`;
      case 'mapUrl':
        return `https://www.google.com/maps/embed?pb=!field${n}!set${set}`;
      case 'registration':
        // MahaRERA's form (P and 11 digits), the test configuration's.
        return `P521000${String(n).padStart(4, '0')}${set}`;
    }
  }

  /** The draft of one value set, checked by the contract's own rules. */
  function draftOf(set: ValueSet): PropertyDraft {
    return propertyDraftSchema().parse(
      Object.fromEntries(PROPERTY_FIELD_NAMES.map((name) => [name, valueOf(name, set)])),
    );
  }

  /** What the detail read and the list show for a field: lookups and links by their items' names. */
  function shownValue(name: PropertyFieldName, set: ValueSet, draft: PropertyDraft): unknown {
    const { kind } = propertyField(name);
    if (kind === 'lookup' || kind === 'links') return itemsOf(name).names[set];
    return draft[name];
  }

  /** What the full read holds for a field: lookups by id, links as `{ id }` items. */
  function readValue(name: PropertyFieldName, draft: PropertyDraft): unknown {
    const value = draft[name];
    if (!Array.isArray(value)) return value;
    return value.map((id) => expect.objectContaining({ id }) as unknown);
  }

  return { draftOf, shownValue, readValue };
}
