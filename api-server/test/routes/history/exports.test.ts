import { CSV_BOM } from '../../../src/lib/csv';
import { EXPORT_BATCH } from '../../../src/services/exports';
import { build, bearer, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';

let t: TestApp;
let admin: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

async function agent() {
  const user = await t.createUser();
  return { id: user.id, token: await t.signIn(user.username, user.password) };
}

let leads = 0;
async function enquire(propertyId: number, name: string, remark = '') {
  // Each lead a different mobile: the same one on the same listing within 10 minutes is one lead.
  leads += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/connect',
    payload: {
      occupation: 'individual',
      name,
      mobile: `90000000${String(leads).padStart(2, '0')}`,
      email: 'lead@example.com',
      cities: 'पुणे',
      time: 'Morning',
      remark,
      p_id: propertyId,
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await build();
  admin = await t.signInAdmin();
  alice = await agent();
  bob = await agent();
  // More than one batch of Alice's, so the file is read page after page.
  for (let i = 0; i < EXPORT_BATCH + 3; i += 1) {
    await insertProperty(t.db, alice.id, { project_name: `Alice ${i}`, price: 5_000_000 + i });
  }
  await insertProperty(t.db, alice.id, { project_name: '=HYPERLINK("http://evil")' });
  const bobs = await insertProperty(t.db, bob.id, { project_name: 'Bob Towers' });
  await enquire(bobs.id, 'शर्मा जी', '+91 call after 6');
  await enquire(bobs.id, '@admin', '-1 star');
});
afterAll(() => t.close());

const download = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

/** The file's lines after the byte order mark, without the header. */
function rows(body: string): string[] {
  expect(body.startsWith(CSV_BOM)).toBe(true);
  return body.slice(CSV_BOM.length).split('\r\n').slice(1, -1);
}

describe('GET /api/property/export.csv', () => {
  it('downloads every listing of an agent’s own that the filters select, as UTF-8 CSV', async () => {
    const response = await download('/api/property/export.csv', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="properties-/);
    const lines = rows(response.body);
    expect(lines).toHaveLength(EXPORT_BATCH + 4);
    expect(response.body).not.toContain('Bob Towers');
    const filtered = rows(
      (await download('/api/property/export.csv?q=Alice%2012', alice.token)).body,
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((line) => line.includes('Alice 12'))).toBe(true);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const body = (await download('/api/property/export.csv?q=HYPERLINK', alice.token)).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('gives the administrator every listing, and refuses visitors and bad filters', async () => {
    const all = rows((await download('/api/property/export.csv', admin)).body);
    expect(all).toHaveLength(EXPORT_BATCH + 5);
    expect((await download('/api/property/export.csv')).statusCode).toBe(401);
    expect((await download('/api/property/export.csv?minPrice=cheap', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/enquiries/export.csv and /api/requirements/export.csv', () => {
  it('gives an agent the leads of their own listings, names in Devanagari kept, formulas neutralised', async () => {
    const mine = (await download('/api/enquiries/export.csv', bob.token)).body;
    const lines = rows(mine);
    expect(lines).toHaveLength(2);
    expect(mine).toContain('शर्मा जी');
    expect(mine).toContain('पुणे');
    expect(mine).toContain(`'@admin`);
    expect(mine).toContain(`'-1 star`);
    expect(mine).toContain(`'+91 call after 6`);
    expect(rows((await download('/api/enquiries/export.csv', alice.token)).body)).toHaveLength(0);
    const closed = await download('/api/enquiries/export.csv?status=closed', admin);
    expect(rows(closed.body)).toHaveLength(0);
  });

  it('streams the requirements list for staff only', async () => {
    const response = await download('/api/requirements/export.csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.body.slice(CSV_BOM.length).split('\r\n')[0]).toContain('Requirement,Created');
    expect((await download('/api/requirements/export.csv')).statusCode).toBe(401);
    const buyer = await t.createUser({ role: 'buyer' });
    const token = await t.signIn(buyer.username, buyer.password);
    expect((await download('/api/requirements/export.csv', token)).statusCode).toBe(403);
  });
});
