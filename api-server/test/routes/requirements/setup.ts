import type { RequirementInput } from 'shared-api/contract';
import type { NewProperty } from '../../../src/db/schema';
import { pairListing } from '../../../src/repositories/requirement-pairs';
import { bearer, build, NO_LIMITS, type TestApp, type TestUser } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';

// The app of a requirements test file and what it seeded; set by useRequirementsApp's beforeAll
// (the tests read these bindings inside their tests, after it ran).
export let t: TestApp;
export let admin: { authorization: string };
export let agent: TestUser;
export let agentAuth: { authorization: string };
export let other: TestUser;
/** Lookup ids by name: statuses, property types and cities as a Pune broker has them. */
export const ids = {
  status: {} as Record<'sale' | 'rent' | 'sold' | 'offer', number>,
  type: {} as Record<'apartment' | 'villa' | 'shop', number>,
  city: {} as Record<'baner' | 'wakad' | 'hinjewadi', number>,
};

async function lookup(table: 'statuses' | 'property_types' | 'cities', name: string) {
  const row = await t.db
    .insertInto(table)
    .values({ name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh app with the lookups, an agent and another agent, for one test file. */
export function useRequirementsApp(): void {
  beforeAll(async () => {
    t = await build(NO_LIMITS);
    admin = bearer(await t.signInAdmin());
    agent = await t.createUser();
    other = await t.createUser();
    agentAuth = bearer(await t.signIn(agent.username, agent.password));
    ids.status = {
      sale: await lookup('statuses', 'For Sale'),
      rent: await lookup('statuses', 'For Rent'),
      sold: await lookup('statuses', 'Sold'),
      offer: await lookup('statuses', 'Under Offer'),
    };
    ids.type = {
      apartment: await lookup('property_types', 'Apartment'),
      villa: await lookup('property_types', 'Villa'),
      shop: await lookup('property_types', 'Shop'),
    };
    ids.city = {
      baner: await lookup('cities', 'Baner'),
      wakad: await lookup('cities', 'Wakad'),
      hinjewadi: await lookup('cities', 'Hinjewadi'),
    };
  });
  afterAll(async () => {
    await t.close();
  });
}

/**
 * A 2 BHK apartment in Baner for sale at 75 L, ready since 2024: what the examples' buyer wants.
 * Written straight to the table, then paired with the requirements as a save through the API is.
 */
export async function listing(ownerId: number, values: Partial<NewProperty> = {}) {
  const row = await insertProperty(t.db, ownerId, {
    status_id: ids.status.sale,
    property_type_id: ids.type.apartment,
    city_id: ids.city.baner,
    bedrooms: 2,
    price: 7_500_000,
    profession: '2024-06',
    ...values,
  });
  await pairListing(t.db, row.id, new Date().toISOString());
  return row;
}

/** A buyer's requirement: 2 or 3 BHK apartments in Baner or Wakad, 60 L to 90 L, ready to move. */
export function requirement(values: Partial<RequirementInput> = {}) {
  return {
    purpose: 'buy',
    propertyTypes: [ids.type.apartment],
    bedrooms: [2, 3],
    budgetFrom: 6_000_000,
    budgetTo: 9_000_000,
    cities: [ids.city.baner, ids.city.wakad],
    possession: 'ready',
    note: 'Near a school',
    ...values,
  };
}

/** POST /api/requirements as the admin: returns the new id. */
export async function addRequirement(
  values: Partial<RequirementInput> = {},
  name = 'Rahul Deshmukh',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requirements',
    headers: admin,
    payload: {
      name,
      mobile: '9822012345',
      email: 'rahul@example.com',
      requirement: requirement(values),
    },
  });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

export function get(url: string, headers: object = admin) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers } });
}

/** Every listing and requirement gone: each test states its own fixtures. */
export async function clearListings(): Promise<void> {
  await t.db.deleteFrom('requirements').execute();
  await t.db.deleteFrom('properties').execute();
}
