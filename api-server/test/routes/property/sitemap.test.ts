import { CompiledQuery } from 'kysely';
import {
  PROPERTY_SITEMAP_PAGE_SIZE,
  type PropertyListItem,
  type PropertySitemapPage,
} from 'shared-api/contract';
import type { NewProperty } from '../../../src/db/schema';
import { sitemapPageQuery } from '../../../src/repositories/properties-previews';
import { build, bearer, type TestApp } from '../../helpers/build';
import { seedLookups, storeProperty, type LookupIds } from './setup';

let t: TestApp;
let ids: LookupIds;
let token: string;

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

async function sitemap(query = ''): Promise<PropertySitemapPage> {
  const response = await t.app.inject({ url: `/api/property/sitemap${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<PropertySitemapPage>();
}

async function publicList(): Promise<PropertyListItem[]> {
  const response = await t.app.inject({ url: '/api/property/properties' });
  return response.json<PropertyListItem[]>();
}

describe('GET /api/property/sitemap', () => {
  it('lists exactly the properties of the public list, in id order, with four fields each', async () => {
    const first = await storeProperty(t, token, ids, { projectName: 'First' });
    const second = await storeProperty(t, token, ids, { projectName: 'Second' });
    const now = new Date().toISOString();
    await t.db
      .insertInto('properties')
      .values({
        prp_id: 'PRPNOPHOTO',
        address: 'Somewhere',
        project_name: 'No photo',
        price: 1,
        created_by: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const page = await sitemap();
    const listed = await publicList();
    expect(page.total).toBe(listed.length);
    expect(page.pageSize).toBe(PROPERTY_SITEMAP_PAGE_SIZE);
    const expected = [...listed]
      .sort((a, b) => a.id - b.id)
      .map((item) => ({ id: item.id, project_name: item.project_name, image: item.image1 }));
    expect(page.items.map(({ id, project_name, image }) => ({ id, project_name, image }))).toEqual(
      expected,
    );
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'image', 'project_name', 'updated_at']);
    }

    const detail = await t.app.inject({ url: `/api/property/details/${second.id}` });
    const { updated_at, image1 } = detail.json<{ updated_at: string; image1: string }>();
    expect(page.items.find((item) => item.id === second.id)).toEqual({
      id: second.id,
      updated_at,
      project_name: 'Second',
      image: image1,
    });
    expect(image1).toMatch(/^uploads\/images\/[a-f0-9]{32}\.jpg$/);
    expect(page.items.find((item) => item.project_name === 'No photo')?.image).toBeNull();
    expect(page.items[0]?.id).toBe(first.id);
  });

  it('follows a change and drops a deleted property', async () => {
    const { id } = await storeProperty(t, token, ids, { projectName: 'Going soon' });
    const before = await sitemap();
    expect(before.items.some((item) => item.id === id)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await sitemap('?page=1');
    expect(after.items.some((item) => item.id === id)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    expect(after.total).toBe((await publicList()).length);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const total = (await sitemap()).total;
    expect(await sitemap('?page=2')).toEqual({
      total,
      pageSize: PROPERTY_SITEMAP_PAGE_SIZE,
      items: [],
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '', '9'.repeat(30)])(
    'refuses page=%s with 400 in the API shape',
    async (page) => {
      const response = await t.app.inject({ url: `/api/property/sitemap?page=${page}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/page/);
    },
  );

  it('is described in the OpenAPI document with its tag, summary and page parameter', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    for (const path of [
      '/api/property/sitemap',
      '/api/property/{id}/share-image',
      '/api/site/share-image',
    ]) {
      const get = doc.paths[path]?.get;
      expect({ path, tagged: Boolean(get?.tags?.length), summary: Boolean(get?.summary) }).toEqual({
        path,
        tagged: true,
        summary: true,
      });
    }
    expect(JSON.stringify(doc.paths['/api/property/sitemap'])).toContain('"page"');
  });
});

describe('a sitemap of more than one page', () => {
  let big: TestApp;
  const COUNT = PROPERTY_SITEMAP_PAGE_SIZE + 3;

  beforeAll(async () => {
    big = await build();
    const at = '2026-11-25T10:00:00.000Z';
    const rows = Array.from({ length: COUNT }, (_, index): NewProperty => ({
      prp_id: `PRP${String(index + 1).padStart(7, '0')}`,
      address: 'Baner Road',
      project_name: `Residency ${index + 1}`,
      price: 3_500_000,
      created_by: 1,
      created_at: at,
      updated_at: at,
    }));
    // In chunks: both engines bound the parameters of one statement.
    for (let start = 0; start < rows.length; start += 2_000) {
      await big.db
        .insertInto('properties')
        .values(rows.slice(start, start + 2_000))
        .execute();
    }
  }, 120_000);
  afterAll(() => big.close());

  it('pages 50,000 properties at a time in id order, the rest on the next page', async () => {
    const read = async (page: number) =>
      (
        await big.app.inject({ url: `/api/property/sitemap?page=${page}` })
      ).json<PropertySitemapPage>();
    const first = await read(1);
    const second = await read(2);
    expect(first.total).toBe(COUNT);
    expect(second.total).toBe(COUNT);
    expect(first.items).toHaveLength(PROPERTY_SITEMAP_PAGE_SIZE);
    expect(second.items.map((item) => item.project_name)).toEqual([
      `Residency ${PROPERTY_SITEMAP_PAGE_SIZE + 1}`,
      `Residency ${PROPERTY_SITEMAP_PAGE_SIZE + 2}`,
      `Residency ${PROPERTY_SITEMAP_PAGE_SIZE + 3}`,
    ]);
    const allIds = [...first.items, ...second.items].map((item) => item.id);
    expect(allIds).toEqual([...allIds].sort((a, b) => a - b));
    expect(new Set(allIds).size).toBe(COUNT);
  }, 60_000);

  it('reads a page by walking the primary key, with no sort (SQLite plan)', async () => {
    if (big.config.databaseUrl) return;
    const page = sitemapPageQuery(big.db, 2).compile();
    const plan = await big.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]),
    );
    const steps = plan.rows.map((row) => row.detail).join('\n');
    expect(steps).toMatch(/SCAN p\b/);
    expect(steps).not.toMatch(/TEMP B-TREE/);
  });
});
