import { bearer, build, NO_LIMITS, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';

// The app of a people test file and what it seeded; set by usePeopleApp's beforeAll (the test
// files read these bindings inside their tests, after it ran).
export let t: TestApp;
export let admin: { authorization: string };
export let cityId: number;
export let propertyId: number;

/** A fresh app with a city and an agent's property, for one test file. */
export function usePeopleApp(): void {
  beforeAll(async () => {
    t = await build(NO_LIMITS);
    admin = bearer(await t.signInAdmin());
    const city = await t.db
      .insertInto('cities')
      .values({ name: 'Baner', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    cityId = city.id;
    const owner = await t.createUser();
    propertyId = (await insertProperty(t.db, owner.id, { project_name: 'Green Acres' })).id;
  });
  afterAll(async () => {
    await t.close();
  });
}

export const enquiry = (person: { email: string; mobile: string }, extra: object = {}) => ({
  occupation: 'individual',
  name: 'Kavita Joshi',
  cities: 'Baner',
  time: 'Morning',
  remark: 'Please call me',
  p_id: propertyId,
  consent: true,
  ...person,
  ...extra,
});

export const registration = (person: { email: string; mobile: string }, extra: object = {}) => ({
  name: 'Kavita Joshi',
  occupation: 'Engineer',
  cities: cityId,
  password: 'Mango-Hill-42',
  confirmpass: 'Mango-Hill-42',
  consent: true,
  ...person,
  ...extra,
});

export async function post(url: string, payload: object, headers: object = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers } });
}

export async function exportOf(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/people/export?${query}`, headers: admin });
}
