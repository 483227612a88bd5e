import type { PropertyDetail, PropertyFullRead } from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { MAP_URL, seedLookups, storeProperty, type LookupIds } from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let ids: LookupIds;
let token: string;
let ownerId: number;

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  ids = await seedLookups(t.db);
  const owner = await t.createUser();
  ownerId = owner.id;
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

const file = (folder: string, ext: string) =>
  expect.stringMatching(new RegExp(`^uploads/${folder}/[a-f0-9]{32}\\.${ext}$`)) as unknown;

describe('GET /api/property/details/:property_id', () => {
  it('joins lookup names and lists amenities, sanctions and their files comma-separated in name order', async () => {
    const [s1, s2] = ids.sanctions;
    const { id, prp_id } = await storeProperty(t, token, ids, {
      sanction: [String(s1), String(s2)],
    });
    const response = await t.app.inject({ url: `/api/property/details/${id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json<PropertyDetail>();
    expect(detail).toMatchObject({
      id,
      prp_id,
      status: 'statuses B',
      project_status: 'possession_types B',
      transaction_type: 'transaction_types B',
      city_name: 'cities B',
      project_type: 'project_types B',
      property_type: 'property_types B',
      ownership_type: 'ownership_types B',
      flooring_type_name: 'floor_types B',
      facing: 'facings B',
      water_source_name: 'water_sources B',
      power_backup_name: 'power_backups B',
      amenities: 'amenities A, amenities B',
      sanctions: 'sanctions A, sanctions B',
      map: MAP_URL,
      size: 1250,
      bedrooms: 2,
      carpet_area: 742.5,
      price: 7_500_000,
      profession: '2027-06',
      metro_railway: 1.5,
      created_by: ownerId,
      image3: null,
    });
    const files = detail.sanction_files?.split(', ') ?? [];
    expect(files).toHaveLength(2);
    expect(detail.gallery).toEqual([
      detail.image1?.replace('.jpg', '-gallery.webp'),
      detail.image2?.replace('.jpg', '-gallery.webp'),
      null,
      null,
      null,
      null,
    ]);
    expect(detail.gallery_medium).toEqual([
      detail.image1?.replace('.jpg', '-medium.webp'),
      detail.image2?.replace('.jpg', '-medium.webp'),
      null,
      null,
      null,
      null,
    ]);
  });

  it('answers null for everything a bare property lacks', async () => {
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto('properties')
      .values({
        prp_id: 'PRPBARE',
        address: 'Somewhere',
        project_name: 'Bare',
        price: 1,
        created_by: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = (
      await t.app.inject({ url: `/api/property/details/${id}` })
    ).json<PropertyDetail>();
    expect(detail).toMatchObject({
      status: null,
      project_status: null,
      city_name: null,
      image1: null,
      video: null,
      amenities: null,
      sanctions: null,
      sanction_files: null,
      metro_railway: null,
      gallery: [null, null, null, null, null, null],
      gallery_medium: [null, null, null, null, null, null],
      created_at: now,
      updated_at: now,
    });
  });

  it('answers created_at and updated_at as stored, updated_at moving with a change', async () => {
    const { id } = await storeProperty(t, token, ids);
    const read = async () =>
      (await t.app.inject({ url: `/api/property/details/${id}` })).json<PropertyDetail>();
    const before = await read();
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(before.created_at).toMatch(iso);
    expect(before.updated_at).toBe(before.created_at);
    const row = await t.db
      .selectFrom('properties')
      .select(['created_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ created_at: before.created_at, updated_at: before.updated_at }).toEqual(row);

    const later = '2099-01-02T03:04:05.006Z';
    await t.db.updateTable('properties').set({ updated_at: later }).where('id', '=', id).execute();
    expect(await read()).toMatchObject({ created_at: before.created_at, updated_at: later });
  });

  it('reads everything, the two times included, in one statement', async () => {
    const { id } = await storeProperty(t, token, ids);
    const statements = jest.spyOn(t.db, 'executeQuery');
    let count: number;
    try {
      const response = await t.app.inject({ url: `/api/property/details/${id}` });
      expect(response.json<PropertyDetail>()).toHaveProperty('updated_at');
      count = statements.mock.calls.length;
    } finally {
      statements.mockRestore();
    }
    expect(count).toBe(1);
  });

  it('answers 404 Property not found for an unknown id and 400 for a non-number', async () => {
    const missing = await t.app.inject({ url: '/api/property/details/424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found' });
    expect((await t.app.inject({ url: '/api/property/details/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/property/get_allproperty/:id', () => {
  it('answers the full read with lookup ids, grouped the way the edit form reads them', async () => {
    const { id, prp_id } = await storeProperty(t, token, ids);
    const response = await t.app.inject({
      url: `/api/property/get_allproperty/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PropertyFullRead>()).toEqual({
      id,
      prp_id,
      address: 'Survey No. 12, Baner Road',
      status: ids.statuses[0],
      cities: ids.cities[0],
      project_name: 'Green Meadows',
      price: 7_500_000,
      rera_number: null,
      images: {
        image1: file('images', 'jpg'),
        image2: file('images', 'jpg'),
        image3: null,
        image4: null,
        image5: null,
        image6: null,
        video: file('videos', 'mp4'),
      },
      description: {
        project_type: ids.project_types[0],
        property_type: ids.property_types[0],
        ownership_type: ids.ownership_types[0],
        size: 1250,
        unit: 'sqft',
        bedrooms: 2,
        carpet_area: 742.5,
        transaction_type: ids.transaction_types[0],
        profession: '2027-06',
        possession_type: ids.possession_types[0],
        launch_year: '2025-01',
        price_form: 6_500_000,
        no_of_tower: 4,
        no_of_units: 320,
        available_units: 40,
        no_of_floors: 18,
        oc: 'yes',
        cc: 'yes',
      },
      features: {
        facing: ids.facings[0],
        flooring_type: ids.floor_types[0],
        overlooking: 'Garden',
        reserve_parking: 'yes',
        water_source: ids.water_sources[0],
        power_backup: ids.power_backups[0],
      },
      location: { metro_railway: 1.5, bus_stop: 0.3, hospital: 2, school: 1.2 },
      amenities: [{ id: Math.min(...ids.amenities) }, { id: Math.max(...ids.amenities) }],
      sanctions: [{ id: ids.sanctions[0], file: file('documents', 'pdf') }],
      map: MAP_URL,
      created_by: ownerId,
    });
  });
});
