import fs from 'node:fs';
import path from 'node:path';
import { MASTER_KEYS, type PropertyListItem } from 'shared-api/contract';
import { insertLookup } from '../../src/repositories/masters';
import { seedDemoProperties } from '../../src/seed/demo-properties';
import { MASTER_SEED } from '../../src/seed/master-values';
import { variantPath } from '../../src/uploads/store';
import { build, type TestApp } from '../helpers/build';

let t: TestApp;
const onDisk = (stored: string) =>
  fs.existsSync(path.join(t.config.uploadDir, stored.replace(/^uploads\//, '')));

beforeAll(async () => {
  t = await build();
  const now = new Date().toISOString();
  for (const key of MASTER_KEYS) {
    for (const name of MASTER_SEED[key]) await insertLookup(t.db, key, { name, now });
  }
});
afterAll(() => t.close());

describe('seedDemoProperties', () => {
  // How long it takes is the bench's to measure, not a test's: on a loaded machine it varies 3×.
  it('creates two dozen complete listings with generated pictures and their variants', async () => {
    const created = await seedDemoProperties(t.db, t.config);
    expect(created).toBe(24);

    const rows = await t.db.selectFrom('properties').selectAll().execute();
    expect(rows).toHaveLength(24);
    // Marked as demos, so an administrator going live can remove them all at once.
    expect(rows.every((row) => row.is_demo === 1)).toBe(true);
    expect(rows.filter((row) => row.image1 === null)).toHaveLength(2);
    const prices = rows.map((row) => row.price);
    expect(Math.min(...prices)).toBe(3_500_000);
    expect(Math.max(...prices)).toBe(40_000_000);
    expect(rows.filter((row) => row.image3 !== null).length).toBeGreaterThan(10);
    // Most listings are registered (numbers of the site's form, all different), four are not.
    const reraNumbers = rows.flatMap((row) => (row.rera_number === null ? [] : [row.rera_number]));
    expect(reraNumbers).toHaveLength(20);
    expect(new Set(reraNumbers).size).toBe(20);
    expect(reraNumbers.every((number) => /^P\d{11}$/.test(number))).toBe(true);
    const images = rows.flatMap((row) => [
      row.image1,
      row.image2,
      row.image3,
      row.image4,
      row.image5,
      row.image6,
    ]);
    const stored = images.filter((image): image is string => image !== null);
    expect(new Set(stored).size).toBe(stored.length);
    for (const image of stored) {
      expect(onDisk(image)).toBe(true);
      expect(onDisk(variantPath(image, 'card'))).toBe(true);
    }
    for (const row of rows) {
      expect(row.created_by).toBe(1);
      expect(row.address).toMatch(/Pune$/);
      expect(row.available_units ?? 0).toBeLessThanOrEqual(row.no_of_units ?? 0);
    }
    // Flats 1 to 4 BHK of 380 to 1,600 sq.ft. carpet, houses 3 to 5 BHK, the rest neither.
    const homes = await t.db
      .selectFrom('properties as p')
      .innerJoin('property_types as pt', 'pt.id', 'p.property_type_id')
      .select(['pt.name as type', 'p.bedrooms', 'p.carpet_area'])
      .execute();
    for (const { type, bedrooms, carpet_area } of homes) {
      if (type === 'Apartment') {
        expect(bedrooms).toBeGreaterThanOrEqual(1);
        expect(bedrooms).toBeLessThanOrEqual(4);
        expect(carpet_area).toBeGreaterThanOrEqual(380);
        expect(carpet_area).toBeLessThanOrEqual(1_600);
      } else if (['Villa', 'Row House', 'Bungalow'].includes(type)) {
        expect(bedrooms).toBeGreaterThanOrEqual(3);
        expect(bedrooms).toBeLessThanOrEqual(5);
        expect(carpet_area).toBeGreaterThan(1_000);
      } else {
        expect({ type, bedrooms, carpet_area }).toEqual({
          type,
          bedrooms: null,
          carpet_area: null,
        });
      }
    }
    const flatBhk = new Set(
      homes.filter((home) => home.type === 'Apartment').map((home) => home.bedrooms),
    );
    expect([...flatBhk].sort()).toEqual([1, 2, 3, 4]);
    const sanctions = await t.db.selectFrom('property_sanctions').selectAll().execute();
    expect(sanctions.every((link) => link.file !== null && onDisk(link.file))).toBe(true);
    const amenities = await t.db.selectFrom('property_amenities').select('property_id').execute();
    expect(new Set(amenities.map((link) => link.property_id)).size).toBe(24);
  }, 120_000);

  it('does nothing when properties already exist', async () => {
    expect(await seedDemoProperties(t.db, t.config)).toBe(0);
    const response = await t.app.inject({ url: '/api/property/properties' });
    expect(response.json<PropertyListItem[]>()).toHaveLength(24);
  });
});
