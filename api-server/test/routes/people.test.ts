import { sql } from 'kysely';
import {
  ENQUIRY_CONSENT_REQUIRED,
  PERSON_LOOKUP_REQUIRED,
  REGISTRATION_CONSENT_REQUIRED,
  type PersonExport,
} from 'shared-api/contract';
import { peopleService } from '../../src/services/people';
import { bearer, build, NO_LIMITS, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

let t: TestApp;
let admin: { authorization: string };
let cityId: number;
let propertyId: number;

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

const enquiry = (person: { email: string; mobile: string }, extra: object = {}) => ({
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

const registration = (person: { email: string; mobile: string }, extra: object = {}) => ({
  name: 'Kavita Joshi',
  occupation: 'Engineer',
  cities: cityId,
  password: 'Mango-Hill-42',
  confirmpass: 'Mango-Hill-42',
  consent: true,
  ...person,
  ...extra,
});

async function post(url: string, payload: object, headers: object = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers } });
}

async function exportOf(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/people/export?${query}`, headers: admin });
}

describe('consent at collection', () => {
  it.each([
    ['missing', undefined],
    ['false', false],
    ['a string', 'yes'],
  ])('refuses an enquiry whose consent is %s with 400 and the form’s message', async (_, value) => {
    const person = { email: 'refused@example.com', mobile: '9000000001' };
    const response = await post('/api/master_table/connect', enquiry(person, { consent: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ENQUIRY_CONSENT_REQUIRED,
      errors: { consent: ENQUIRY_CONSENT_REQUIRED },
    });
    const stored = await t.db
      .selectFrom('enquiries')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a registration without consent with 400 and the form’s message', async () => {
    const person = { email: 'refused-reg@example.com', mobile: '9000000002' };
    const response = await post(
      '/api/master_table/register_user',
      registration(person, { consent: undefined }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: REGISTRATION_CONSENT_REQUIRED,
      errors: { consent: REGISTRATION_CONSENT_REQUIRED },
    });
  });

  it('stores a contact consent with each enquiry, and a marketing one only when given', async () => {
    const person = { email: 'consent@example.com', mobile: '9000000003' };
    expect((await post('/api/master_table/connect', enquiry(person))).statusCode).toBe(201);
    const withMarketing = enquiry(person, { marketingConsent: true });
    expect((await post('/api/master_table/connect', withMarketing)).statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('consents')
      .selectAll()
      .where('email', '=', person.email)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.purpose)).toEqual(['contact', 'contact', 'marketing']);
    for (const row of rows) {
      expect(row).toMatchObject({
        source: 'enquiry',
        notice_version: t.config.site.privacy.noticeVersion,
        mobile: person.mobile,
        withdrawn_at: null,
      });
      expect(Number.isNaN(Date.parse(row.given_at))).toBe(false);
    }
  });

  it('stores the registration’s consents with the account', async () => {
    const person = { email: 'Consent-Reg@Example.com', mobile: '9000000004' };
    const response = await post(
      '/api/master_table/register_user',
      registration(person, { marketingConsent: true }),
    );
    expect(response.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('consents')
      .selectAll()
      .where('email', '=', 'consent-reg@example.com')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.purpose, row.source])).toEqual([
      ['contact', 'registration'],
      ['marketing', 'registration'],
    ]);
  });

  it('writes the enquiry and its consent in one transaction: no consent stored, no enquiry', async () => {
    const person = { email: 'atomic@example.com', mobile: '9000000005' };
    // The consent's insert fails (its table is away), so the enquiry's must be undone with it.
    await sql`alter table consents rename to consents_away`.execute(t.db);
    try {
      const response = await post('/api/master_table/connect', enquiry(person));
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table consents_away rename to consents`.execute(t.db);
    }
    const stored = await t.db
      .selectFrom('enquiries')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('GET /api/people/export', () => {
  it('answers 401 without a token and 403 for an agent', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/people/export?email=a@b.co' });
    expect(anonymous.statusCode).toBe(401);
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/people/export?email=a@b.co',
      headers: bearer(token),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it.each([
    ['', { email: PERSON_LOOKUP_REQUIRED }],
    ['email=a@b.co&mobile=9000000000', { email: PERSON_LOOKUP_REQUIRED }],
    ['email=not-an-email', { email: 'Invalid email format' }],
    ['mobile=123', { mobile: 'Mobile number must be 10 digits' }],
  ])('refuses the query "%s" with 400', async (query, errors) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: object }>().errors).toEqual(errors);
  });

  it('gives the enquiries, the account without its hash and the consents, by e-mail or mobile', async () => {
    const person = { email: 'export@example.com', mobile: '9000000006' };
    await post('/api/master_table/connect', enquiry(person, { marketingConsent: true }));
    await post('/api/master_table/register_user', registration(person));

    const byEmail = await exportOf('email=EXPORT@example.com');
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json<PersonExport>();
    expect(body.enquiries).toHaveLength(1);
    expect(body.enquiries[0]).toMatchObject({
      name: 'Kavita Joshi',
      email: person.email,
      mobile: person.mobile,
      project_name: 'Green Acres',
      remark: 'Please call me',
      status: 'new',
    });
    expect(body.accounts).toHaveLength(1);
    expect(body.accounts[0]).toMatchObject({
      email: person.email,
      username: person.email,
      role: 'agent',
      isActive: false,
    });
    expect(byEmail.body).not.toMatch(/password|hash|scrypt/i);
    expect(body.consents.map((c) => [c.purpose, c.source])).toEqual([
      ['contact', 'enquiry'],
      ['marketing', 'enquiry'],
      ['contact', 'registration'],
    ]);

    const byMobile = (await exportOf(`mobile=${person.mobile}`)).json<PersonExport>();
    expect(byMobile.enquiries).toEqual(body.enquiries);
    expect(byMobile.accounts).toEqual(body.accounts);
    expect(byMobile.consents).toEqual(body.consents);
  });
});

describe('POST /api/people/erase', () => {
  it('answers 401 without a token and 403 for an agent', async () => {
    const anonymous = await post('/api/people/erase', { email: 'a@b.co' });
    expect(anonymous.statusCode).toBe(401);
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    const forbidden = await post('/api/people/erase', { email: 'a@b.co' }, bearer(token));
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses the administrator’s account with 403 and erases nothing', async () => {
    const adminRow = await t.db
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const response = await post('/api/people/erase', { email: adminRow.email }, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The administrator account cannot be deleted' });
    const still = await t.db.selectFrom('users').select('id').where('id', '=', 1).execute();
    expect(still).toHaveLength(1);
  });

  it('leaves the person nowhere: inbox, export, users; their property goes to the admin', async () => {
    const person = { email: 'erase-me@example.com', mobile: '9000000007' };
    const remark = 'Erase-me remark';
    await post('/api/master_table/connect', enquiry(person, { marketingConsent: true, remark }));
    await post('/api/master_table/connect', enquiry(person, { remark }));
    expect((await post('/api/master_table/register_user', registration(person))).statusCode).toBe(
      201,
    );
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .executeTakeFirstOrThrow();
    const owned = await insertProperty(t.db, account.id);
    const before = await t.db.selectFrom('erasures').select('id').execute();

    const response = await post('/api/people/erase', { mobile: person.mobile }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'The person’s data has been erased',
      enquiries: 2,
      accounts: 1,
      consents: 4,
    });

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries?limit=100',
      headers: admin,
    });
    expect(inbox.body).not.toContain(person.email);
    expect(inbox.body).not.toContain(person.mobile);
    expect(inbox.body).not.toContain(remark);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/master_table/get_users',
      headers: admin,
    });
    expect(users.body).not.toContain(person.email);
    for (const query of [`email=${person.email}`, `mobile=${person.mobile}`]) {
      const exported = (await exportOf(query)).json<PersonExport>();
      expect(exported).toMatchObject({ enquiries: [], accounts: [], consents: [] });
    }
    const property = await t.db
      .selectFrom('properties')
      .select('created_by')
      .where('id', '=', owned.id)
      .executeTakeFirstOrThrow();
    expect(property.created_by).toBe(1);
    const consents = await t.db
      .selectFrom('consents')
      .selectAll()
      .where('withdrawn_at', 'is not', null)
      .execute();
    expect(consents.length).toBeGreaterThanOrEqual(4);
    for (const consent of consents) expect(consent).toMatchObject({ email: null, mobile: null });
    const anonymised = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('name', '=', 'Erased')
      .execute();
    expect(anonymised.length).toBeGreaterThanOrEqual(2);
    for (const row of anonymised) {
      expect(row).toMatchObject({ mobile: '0000000000', remark: null });
      expect(row.email).toBe(`erased-${row.id}@invalid`);
    }

    const records = await t.db
      .selectFrom('erasures')
      .selectAll()
      .where('id', 'not in', before.length > 0 ? before.map((row) => row.id) : [0])
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      reason: 'request',
      erased_by: 1,
      enquiries: 2,
      accounts: 1,
      consents: 4,
    });
    const text = JSON.stringify(records);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.mobile);
    expect(text).not.toContain('Kavita');
  });
});

describe('retention', () => {
  it('anonymises only the enquiries older than the retention period, once', async () => {
    const months = t.config.site.privacy.retentionMonths;
    const now = new Date('2030-06-15T12:00:00.000Z');
    const at = (monthsAgo: number, days: number) => {
      const date = new Date(now.getTime());
      date.setUTCMonth(date.getUTCMonth() - monthsAgo);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString();
    };
    const insert = (email: string, createdAt: string) =>
      t.db
        .insertInto('enquiries')
        .values({
          property_id: propertyId,
          prp_id: 'PRP-OLD',
          project_name: 'Old Lead',
          user_id: 1,
          occupation: 'individual',
          name: 'Old Person',
          mobile: '9000000008',
          email,
          city: 'Baner',
          time: 'Morning',
          remark: 'old remark',
          status: 'new',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old = await insert('old@example.com', at(months, -1));
    const recent = await insert('recent@example.com', at(months, 1));
    const people = peopleService(t.app);
    await people.applyRetention(now);
    const rows = await t.db
      .selectFrom('enquiries')
      .select(['id', 'name', 'email', 'mobile', 'remark'])
      .where('id', 'in', [old.id, recent.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: old.id,
        name: 'Erased',
        email: `erased-${old.id}@invalid`,
        mobile: '0000000000',
        remark: null,
      },
      {
        id: recent.id,
        name: 'Old Person',
        email: 'recent@example.com',
        mobile: '9000000008',
        remark: 'old remark',
      },
    ]);
    expect(await people.applyRetention(now)).toBe(0);
  });
});
