import type { PropertyRequirementMatch, RequirementMatch } from 'shared-api/contract';
import {
  addRequirement,
  admin,
  clearListings,
  get,
  ids,
  listing,
  other,
  t,
  useRequirementsApp,
} from './setup';

useRequirementsApp();
beforeEach(clearListings);

/** The listings that fit the default requirement, and one that misses each criterion. */
async function seedListings() {
  const owner = other.id;
  const fits = {
    ready75: await listing(owner, { project_name: 'Ready 75' }),
    ready60: await listing(owner, { project_name: 'Ready 60', price: 6_000_000 }),
    building90: await listing(owner, {
      project_name: 'Building 90',
      city_id: ids.city.wakad,
      bedrooms: 3,
      price: 9_000_000,
      profession: '2099-01',
    }),
    noMonth85: await listing(owner, {
      project_name: 'No month 85',
      price: 8_500_000,
      profession: null,
    }),
  };
  const misses = [
    await listing(owner, { project_name: 'For rent', status_id: ids.status.rent }),
    await listing(owner, { project_name: 'Sold', status_id: ids.status.sold }),
    await listing(owner, { project_name: 'Under offer', status_id: ids.status.offer }),
    await listing(owner, { project_name: 'No status', status_id: null }),
    await listing(owner, { project_name: 'Too cheap', price: 5_999_999 }),
    await listing(owner, { project_name: 'Too dear', price: 9_000_001 }),
    await listing(owner, { project_name: 'Villa', property_type_id: ids.type.villa }),
    await listing(owner, { project_name: 'No type', property_type_id: null }),
    await listing(owner, { project_name: '1 BHK', bedrooms: 1 }),
    await listing(owner, { project_name: 'No BHK', bedrooms: null }),
    await listing(owner, { project_name: 'Hinjewadi', city_id: ids.city.hinjewadi }),
    await listing(owner, { project_name: 'No city', city_id: null }),
  ];
  return { fits, misses };
}

describe('GET /api/requirements/{id}/matches', () => {
  it('answers exactly the listings that fit every criterion, ranked by possession, price, newest', async () => {
    const { fits } = await seedListings();
    const id = await addRequirement();
    const response = await get(`/api/requirements/${id}/matches`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const items = response.json<RequirementMatch[]>();
    expect(items.map((item) => item.project_name)).toEqual([
      'Ready 75',
      'Ready 60',
      'Building 90',
      'No month 85',
    ]);
    expect(items.map((item) => item.id)).toEqual([
      fits.ready75.id,
      fits.ready60.id,
      fits.building90.id,
      fits.noMonth85.id,
    ]);
    expect(items.map((item) => item.fit.possession)).toEqual([true, true, false, false]);
    expect(items[0]?.fit).toEqual({
      type: true,
      bedrooms: true,
      budget: true,
      city: true,
      possession: true,
    });
    expect(items[0]).toMatchObject({ prp_id: fits.ready75.prp_id, price: 7_500_000 });
  });

  it('treats an empty list as any, so listings without a type, BHK or city fit too', async () => {
    await seedListings();
    const id = await addRequirement({
      propertyTypes: [],
      bedrooms: [],
      cities: [],
      possession: 'any',
    });
    const response = await get(`/api/requirements/${id}/matches?limit=100`);
    const names = response.json<RequirementMatch[]>().map((item) => item.project_name);
    expect(names.sort()).toEqual(
      [
        'Ready 75',
        'Ready 60',
        'Building 90',
        'No month 85',
        'Villa',
        'No type',
        '1 BHK',
        'No BHK',
        'Hinjewadi',
        'No city',
      ].sort(),
    );
  });

  it('matches a rent requirement to listings for rent only, and prefers under construction when asked', async () => {
    await seedListings();
    const rent = await addRequirement({ purpose: 'rent' });
    const rented = (await get(`/api/requirements/${rent}/matches`)).json<RequirementMatch[]>();
    expect(rented.map((item) => item.project_name)).toEqual(['For rent']);
    const building = await addRequirement({ possession: 'under_construction' });
    const ranked = (await get(`/api/requirements/${building}/matches`)).json<RequirementMatch[]>();
    expect(ranked.map((item) => item.project_name)).toEqual([
      'Building 90',
      'No month 85',
      'Ready 75',
      'Ready 60',
    ]);
  });

  it('ranks equal prices newest first', async () => {
    const owner = other.id;
    await listing(owner, { project_name: 'Older', created_at: '2026-01-01T00:00:00.000Z' });
    await listing(owner, { project_name: 'Newer', created_at: '2026-02-01T00:00:00.000Z' });
    const id = await addRequirement();
    const items = (await get(`/api/requirements/${id}/matches`)).json<RequirementMatch[]>();
    expect(items.map((item) => item.project_name)).toEqual(['Newer', 'Older']);
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    await seedListings();
    const id = await addRequirement();
    const response = await get(`/api/requirements/${id}/matches?limit=2&offset=1`);
    expect(response.headers['x-total-count']).toBe('4');
    const names = response.json<RequirementMatch[]>().map((item) => item.project_name);
    expect(names).toEqual(['Ready 60', 'Building 90']);
  });

  it('answers 404 for a requirement that does not exist', async () => {
    const response = await get('/api/requirements/999999/matches');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Requirement not found' });
  });
});

describe('GET /api/property/{id}/requirements', () => {
  it('answers the open requirements the listing matches, possession fit first, tightest budget next', async () => {
    const { fits } = await seedListings();
    const wide = await addRequirement({ budgetTo: 20_000_000 }, 'Wide budget');
    const tight = await addRequirement({}, 'Tight budget');
    const building = await addRequirement({ possession: 'under_construction' }, 'Wants building');
    const anything = await addRequirement(
      { propertyTypes: [], bedrooms: [], cities: [], possession: 'any' },
      'Anything',
    );
    await addRequirement({ purpose: 'rent' }, 'Tenant');
    await addRequirement({ budgetTo: 7_000_000 }, 'Too low');
    await addRequirement({ bedrooms: [3] }, 'Three BHK');
    await addRequirement({ cities: [ids.city.hinjewadi] }, 'Hinjewadi');
    await addRequirement({ propertyTypes: [ids.type.villa] }, 'Villa');
    const closed = await addRequirement({}, 'Closed');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${closed}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    const response = await get(`/api/property/${fits.ready75.id}/requirements`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const items = response.json<PropertyRequirementMatch[]>();
    // Equal budgets: the newer requirement first.
    expect(items.map((item) => item.id)).toEqual([anything, tight, wide, building]);
    expect(items.map((item) => item.fit.possession)).toEqual([true, true, true, false]);
    expect(items[1]).toMatchObject({
      name: 'Tight budget',
      status: 'open',
      purpose: 'buy',
      bedrooms: [2, 3],
      cities: [
        { id: ids.city.baner, name: 'Baner' },
        { id: ids.city.wakad, name: 'Wakad' },
      ],
      property_types: [{ id: ids.type.apartment, name: 'Apartment' }],
    });
    expect(items[1]).not.toHaveProperty('matches');
  });

  it('finds none for each listing that misses a criterion (sold, no BHK, another city…)', async () => {
    const { misses } = await seedListings();
    await addRequirement();
    for (const miss of misses) {
      const response = await get(`/api/property/${miss.id}/requirements`);
      expect([miss.project_name, response.headers['x-total-count']]).toEqual([
        miss.project_name,
        '0',
      ]);
    }
  });
});

describe('GET /api/property/requirement-counts', () => {
  it('counts the open requirements each listing matches, leaving out unknown ids', async () => {
    const { fits, misses } = await seedListings();
    await addRequirement();
    await addRequirement({ bedrooms: [3] });
    const [miss] = misses;
    const query = `${fits.ready75.id},${fits.building90.id},${miss?.id},999999`;
    const response = await get(`/api/property/requirement-counts?ids=${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [String(fits.ready75.id)]: 1,
      [String(fits.building90.id)]: 2,
      [String(miss?.id)]: 0,
    });
  });

  it.each(['', 'abc', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'answers 400 to ids=%s',
    async (value) => {
      const response = await get(`/api/property/requirement-counts?ids=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'ids must be 1 to 100 property ids, comma-separated',
      });
    },
  );
});
