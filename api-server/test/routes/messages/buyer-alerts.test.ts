import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema';
import { pairListing } from '../../../src/repositories/requirement-pairs';
import { UNSUBSCRIBE_INVALID } from '../../../src/services/messages';
import { queueMatchAlerts } from '../../../src/services/outbox-events';
import { insertProperty } from '../../helpers/fixtures';
import { startMailCatcher, type MailCatcher } from '../../helpers/message-receivers';
import { adminAuth, buildLeadApp, messagesConfig, type LeadFixture } from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

let f: LeadFixture;
let mail: MailCatcher;
let status: number;
let type: number;

async function lookup(db: Kysely<Database>, table: 'statuses' | 'property_types', name: string) {
  const row = await db
    .insertInto(table)
    .values({ name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A 2 BHK apartment in Baner for sale, saved as the property service saves one. */
async function saveListing(name: string, price = 7_500_000): Promise<number> {
  const now = new Date().toISOString();
  const id = await f.t.db.transaction().execute(async (trx) => {
    const row = await insertProperty(trx, f.agent.id, {
      project_name: name,
      price,
      bedrooms: 2,
      city_id: f.cityId,
      status_id: status,
      property_type_id: type,
      created_at: now,
    });
    await pairListing(trx, row.id, now);
    await queueMatchAlerts(trx, { messages: f.t.config.messages, now }, row.id);
    return row.id;
  });
  return id;
}

async function register(name: string, email: string, marketingConsent: boolean) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/master_table/register_user',
    payload: {
      name,
      email,
      mobile: '9765432109',
      occupation: 'Engineer',
      cities: f.cityId,
      password: 'Mango-Hill-42',
      confirmpass: 'Mango-Hill-42',
      consent: true,
      marketingConsent,
      requirement: {
        purpose: 'buy',
        propertyTypes: [type],
        bedrooms: [2],
        budgetFrom: 6_000_000,
        budgetTo: 9_000_000,
        cities: [f.cityId],
        possession: 'any',
        note: '',
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

/** A header of the first alert, as sent. */
const headerLine = (key: string) =>
  mail.mails
    .find((m) => m.subject?.includes('Lake View'))
    ?.headerLines.find((header) => header.key === key)
    ?.line.replace(/\r?\n(?=[ \t])/g, '') ?? '';

const alertsTo = (email: string) =>
  f.t.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'match-alert')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  mail = await startMailCatcher();
  f = await buildLeadApp(messagesConfig({ smtpUrl: mail.url }));
  status = await lookup(f.t.db, 'statuses', 'For Sale');
  type = await lookup(f.t.db, 'property_types', 'Apartment');
  await register('Sneha Patil', 'sneha@example.com', true);
  await register('Mohan Rao', 'mohan@example.com', false);
  await f.t.app.outbox.runOnce();
});

afterAll(async () => {
  await f?.t.close();
  await mail?.stop();
});

describe('a registration with a requirement', () => {
  it('alerts the active administrators with the requirement, never the agents or the buyer', () => {
    const alerts = mail.mails.filter((m) => m.subject?.startsWith('New requirement'));
    expect(alerts.map((m) => m.subject)).toEqual([
      'New requirement: Sneha Patil',
      'New requirement: Mohan Rao',
    ]);
    expect(
      alerts.every((m) => m.to && 'text' in m.to && m.to.text === 'owner@broker.example'),
    ).toBe(true);
    expect(alerts[0]?.text).toContain('Budget: Rs. 60,00,000 to Rs. 90,00,000');
    expect(alerts[0]?.text).toContain('Cities: Baner');
  });
});

describe('a buyer’s new matches', () => {
  let first: number;

  it('e-mails the first new match at once, only to the buyer who gave marketing consent', async () => {
    first = await saveListing('Lake View');
    expect(await alertsTo('mohan@example.com')).toHaveLength(0);
    const [alert] = await alertsTo('sneha@example.com');
    expect(Date.parse(alert?.next_attempt_at ?? '')).toBeLessThanOrEqual(Date.now());
    await f.t.app.outbox.runOnce();
    const mails = mail.mails.filter((m) => m.subject?.includes('Lake View'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`https://broker.example/property/${first}`);
  });

  it('carries RFC 8058 one-click unsubscribe headers', () => {
    expect(headerLine('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/api\.broker\.example\/api\/unsubscribe\/[0-9a-f-]{36}\.[\w-]{43}>$/,
    );
    expect(headerLine('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('gathers the later matches of the same hour into one alert at its end', async () => {
    const [sent] = await alertsTo('sneha@example.com');
    await saveListing('Hill Crest');
    await saveListing('River Side');
    const alerts = await alertsTo('sneha@example.com');
    expect(alerts).toHaveLength(2);
    const digest = alerts[1];
    expect(Date.parse(digest?.next_attempt_at ?? '')).toBe(
      Date.parse(sent?.sent_at ?? '') + 60 * 60 * 1000,
    );
    await f.t.app.outbox.runOnce();
    expect(
      mail.mails.filter((m) => m.subject === '2 new listings fit your requirement'),
    ).toHaveLength(0);
    // The hour passes.
    await f.t.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', digest?.id ?? 0)
      .execute();
    await f.t.app.outbox.runOnce();
    const [together] = mail.mails.filter(
      (m) => m.subject === '2 new listings fit your requirement',
    );
    expect(together?.text).toContain('Hill Crest');
    expect(together?.text).toContain('River Side');
  });
});

describe('one-click unsubscribe', () => {
  const linkOf = () => /\/api\/unsubscribe\/[^>]+/.exec(headerLine('list-unsubscribe'))?.[0] ?? '';
  const marketingConsents = () =>
    f.t.db
      .selectFrom('consents')
      .select(['withdrawn_at', 'email'])
      .where('purpose', '=', 'marketing')
      .where('source', '=', 'registration')
      .execute();

  it('shows a page with a button on GET, and withdraws nothing', async () => {
    const page = await f.t.app.inject({ method: 'GET', url: linkOf() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await marketingConsents()).toEqual([{ withdrawn_at: null, email: 'sneha@example.com' }]);
  });

  it('withdraws the marketing consent on POST, as any withdrawal is recorded, with no sign-in', async () => {
    await saveListing('Pending Park');
    const response = await f.t.app.inject({
      method: 'POST',
      url: linkOf(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const [withdrawn] = await marketingConsents();
    expect(withdrawn?.email).toBeNull();
    expect(Date.parse(withdrawn?.withdrawn_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('sends no alert after it: a pending one is cancelled, a new match makes none', async () => {
    await saveListing('After Park');
    await f.t.app.outbox.runOnce();
    const after = await alertsTo('sneha@example.com');
    expect(after.map((row) => row.status)).toEqual(['sent', 'sent', 'cancelled']);
    expect(mail.mails.some((m) => m.text?.includes('After Park'))).toBe(false);
  });

  it('refuses a forged token', async () => {
    const forged = linkOf().replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    const refused = await f.t.app.inject({ method: 'POST', url: forged });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: UNSUBSCRIBE_INVALID });
    expect((await f.t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });
});

describe('erasure', () => {
  it('cancels the person’s unsent messages and scrubs their data from the sent ones', async () => {
    await f.t.db
      .updateTable('outbox')
      .set({ status: 'pending' })
      .where('kind', '=', 'requirement-alert')
      .execute();
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/people/erase',
      headers: await adminAuth(f.t),
      payload: { email: 'sneha@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await f.t.db
      .selectFrom('outbox')
      .select(['kind', 'status', 'recipient', 'payload', 'person_email'])
      .where('kind', 'in', ['match-alert', 'requirement-alert'])
      .orderBy('id')
      .execute();
    const about = rows.filter((row) => row.payload === '{}');
    expect(about.map((row) => `${row.kind}:${row.status}:${row.recipient}`)).toEqual([
      'requirement-alert:cancelled:owner@broker.example',
      'match-alert:sent:erased',
      'match-alert:sent:erased',
      'match-alert:cancelled:erased',
    ]);
    expect(JSON.stringify(rows)).not.toContain('sneha');
    expect(JSON.stringify(rows)).toContain('Mohan Rao');
  });
});
