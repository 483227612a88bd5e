import type { PersonExport } from 'shared-api/contract';
import { insertProperty } from '../../helpers/fixtures';
import { bearer } from '../../helpers/build';
import { admin, enquiry, exportOf, post, registration, t, usePeopleApp } from './setup';

usePeopleApp();

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
    // Two leads: the first 11 minutes old (the same one within 10 minutes would be one lead).
    await t.db
      .updateTable('enquiries')
      .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('email', '=', person.email)
      .execute();
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
      requirements: 0,
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
