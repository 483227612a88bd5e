import { sql } from 'kysely';
import { ENQUIRY_CONSENT_REQUIRED, REGISTRATION_CONSENT_REQUIRED } from 'shared-api/contract';
import { enquiry, post, registration, t, usePeopleApp } from './setup';

usePeopleApp();

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
