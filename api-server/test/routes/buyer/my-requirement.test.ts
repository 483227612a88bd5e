import { bearer } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';
import { pairListing } from '../../../src/repositories/requirement-pairs';
import { cityId, signInBuyer, t, useBuyerApp } from './setup';

useBuyerApp();

let statusId: number;
let typeId: number;
beforeAll(async () => {
  const now = new Date().toISOString();
  statusId = (
    await t.db
      .insertInto('statuses')
      .values({ name: 'For Sale', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  typeId = (
    await t.db
      .insertInto('property_types')
      .values({ name: 'Apartment', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const wanted = () => ({
  purpose: 'buy',
  propertyTypes: [typeId],
  bedrooms: [2],
  budgetFrom: 6_000_000,
  budgetTo: 9_000_000,
  cities: [cityId],
  possession: 'any',
});

async function listing(price: number, name: string) {
  const row = await insertProperty(t.db, 1, {
    status_id: statusId,
    property_type_id: typeId,
    city_id: cityId,
    bedrooms: 2,
    price,
    project_name: name,
  });
  await pairListing(t.db, row.id, new Date().toISOString());
  return row;
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers }, payload });

describe('a signed-in buyer’s own page (decision 094)', () => {
  it('shows their requirement with the listings it matches, and no one else’s', async () => {
    await listing(7_500_000, 'Fits Heights');
    await listing(20_000_000, 'Too Dear Towers');
    const { auth } = await signInBuyer('priya@example.com', { requirement: wanted() });
    await signInBuyer('someone@example.com', { requirement: { ...wanted(), note: 'Not mine' } });
    const response = await call('GET', '/api/buyer/requirement', auth);
    expect(response.statusCode).toBe(200);
    const home = response.json<{
      email: string;
      marketing: boolean;
      requirements: {
        note: string | null;
        matchCount: number;
        matches: { project_name: string }[];
      }[];
    }>();
    expect(home).toMatchObject({ email: 'priya@example.com', marketing: false });
    expect(home.requirements).toHaveLength(1);
    expect(home.requirements[0]?.note).toBeNull();
    expect(home.requirements[0]?.matchCount).toBe(1);
    expect(home.requirements[0]?.matches.map((m) => m.project_name)).toEqual(['Fits Heights']);
  });

  it('turns new-listing alerts on and off as the marketing consent', async () => {
    const { auth, email } = await signInBuyer('alerts@example.com', { marketingConsent: true });
    const standing = () =>
      t.db
        .selectFrom('consents')
        .select('id')
        .where('email', '=', email)
        .where('purpose', '=', 'marketing')
        .where('withdrawn_at', 'is', null)
        .execute();
    expect((await call('GET', '/api/buyer/requirement', auth)).json()).toMatchObject({
      marketing: true,
    });
    const off = await call('PUT', '/api/buyer/alerts', auth, { marketing: false });
    expect(off.json()).toEqual({ message: 'Your alert preferences are saved', marketing: false });
    expect(await standing()).toHaveLength(0);
    await call('PUT', '/api/buyer/alerts', auth, { marketing: true });
    await call('PUT', '/api/buyer/alerts', auth, { marketing: true });
    expect(await standing()).toHaveLength(1);
    const bad = await call('PUT', '/api/buyer/alerts', auth, { marketing: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Say whether you want new-listing alerts');
  });

  it('downloads their own data, never a password hash', async () => {
    const { auth, id } = await signInBuyer('export@example.com', { requirement: wanted() });
    const response = await call('GET', '/api/buyer/export', auth);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ accounts: { id: number }[]; requirements: unknown[] }>();
    expect(data.accounts.map((account) => account.id)).toEqual([id]);
    expect(data.requirements).toHaveLength(1);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('deletes their account: the session ends and the erasure names nobody', async () => {
    const { auth, id } = await signInBuyer('leaving@example.com', { requirement: wanted() });
    const response = await call('DELETE', '/api/buyer/account', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your account and your data have been deleted',
      accounts: 1,
      requirements: 1,
    });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    expect((await call('GET', '/api/buyer/requirement', auth)).statusCode).toBe(401);
    const erasure = await t.db
      .selectFrom('erasures')
      .select(['reason', 'erased_by'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(erasure).toEqual({ reason: 'request', erased_by: null });
  });

  it('is refused to a visitor (401)', async () => {
    const response = await call('GET', '/api/buyer/requirement', bearer('x'.repeat(43)));
    expect(response.statusCode).toBe(401);
  });
});
