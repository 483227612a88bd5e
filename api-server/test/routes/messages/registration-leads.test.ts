import {
  startMailCatcher,
  startWebhookReceiver,
  type MailCatcher,
} from '../../helpers/message-receivers';
import {
  adminAuth,
  buildLeadApp,
  messagesConfig,
  newWebhookSecret,
  type LeadFixture,
} from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

const secret = newWebhookSecret();
let f: LeadFixture;
let mail: MailCatcher;
let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;

const requirement = () => ({
  purpose: 'rent',
  propertyTypes: [],
  bedrooms: [3],
  budgetFrom: 20_000,
  budgetTo: 45_000,
  cities: [f.cityId],
  possession: 'any',
  note: '',
});

beforeAll(async () => {
  [mail, crm] = await Promise.all([startMailCatcher(), startWebhookReceiver(secret)]);
  f = await buildLeadApp(messagesConfig({ smtpUrl: mail.url, webhook: { url: crm.url, secret } }));
});

afterAll(async () => {
  await f?.t.close();
  await Promise.all([mail?.stop(), crm?.stop()]);
});

describe('a registration', () => {
  it('is a lead for the CRM, with the purpose and budget of its requirement', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: {
        name: 'Neha Kulkarni',
        email: 'Neha@Example.com',
        mobile: '9765400001',
        occupation: 'Doctor',
        cities: f.cityId,
        password: 'Mango-Hill-42',
        confirmpass: 'Mango-Hill-42',
        consent: true,
        requirement: requirement(),
      },
    });
    expect(response.statusCode).toBe(201);
    await f.t.app.outbox.runOnce();
    expect(crm.received).toHaveLength(1);
    expect(crm.received[0]?.payload).toMatchObject({
      type: 'lead.created',
      data: {
        source: 'registration',
        name: 'Neha Kulkarni',
        mobile: '9765400001',
        email: 'neha@example.com',
        listing: null,
        requirement: {
          purpose: 'rent',
          budget: { from: 20_000, to: 45_000 },
          bhk: [3],
          cities: ['Baner'],
        },
      },
    });
  });
});

describe('a requirement staff take down by phone', () => {
  it('alerts the other administrators, not the one who took it, and is no CRM lead', async () => {
    await f.t.createUser({ role: 'admin', email: 'partner@broker.example' });
    const before = mail.mails.length;
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: await adminAuth(f.t),
      payload: { name: 'Caller Shah', mobile: '9822012345', email: '', requirement: requirement() },
    });
    expect(response.statusCode).toBe(201);
    await f.t.app.outbox.runOnce();
    const alerts = mail.mails.slice(before);
    expect(alerts.map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
      'partner@broker.example',
    ]);
    expect(alerts[0]?.text).toContain('Caller Shah was recorded by staff with a requirement.');
    expect(crm.received).toHaveLength(1);
  });
});
