import type { InboxEnquiry, MessageRow } from 'shared-api/contract';
import {
  startMailCatcher,
  startWebhookReceiver,
  startWhatsappStandIn,
  type MailCatcher,
} from '../../helpers/message-receivers';
import { bearer } from '../../helpers/build';
import {
  adminAuth,
  buildLeadApp,
  enquire,
  messagesConfig,
  newWebhookSecret,
  type LeadFixture,
} from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

const WHATSAPP = { token: 'test-token', phoneNumberId: '1098765' };
const secret = newWebhookSecret();
let mail: MailCatcher;
let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;
let meta: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let f: LeadFixture;

beforeAll(async () => {
  [mail, crm, meta] = await Promise.all([
    startMailCatcher(),
    startWebhookReceiver(secret),
    startWhatsappStandIn(WHATSAPP),
  ]);
  f = await buildLeadApp(
    messagesConfig({
      smtpUrl: mail.url,
      webhook: { url: crm.url, secret },
      whatsapp: { ...WHATSAPP, apiUrl: meta.apiUrl },
    }),
  );
  // The agent asked for alerts on WhatsApp; a buyer and an inactive agent get nothing.
  await f.t.db
    .updateTable('users')
    .set({ whatsapp: '919822000001', whatsapp_opt_in: 1 })
    .where('id', '=', f.agent.id)
    .execute();
  await f.t.createUser({ email: 'sleeping@broker.example', isActive: false });
  await enquire(f.t, f.listingId);
  const row = await f.t.db.selectFrom('enquiries').select('id').executeTakeFirstOrThrow();
  enquiryId = row.id;
  await f.t.app.outbox.runOnce();
});

/** The one enquiry of this file. */
let enquiryId = 0;
const leadId = () => enquiryId;

afterAll(async () => {
  await f?.t.close();
  await Promise.all([mail?.stop(), crm?.stop(), meta?.stop()]);
});

describe('a new enquiry', () => {
  it('e-mails the new-lead alert to the listing’s agent and every active administrator, nobody else', () => {
    const alerts = mail.mails.filter((m) => m.subject?.startsWith('New lead'));
    expect(alerts.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([
      'asha@broker.example',
      'owner@broker.example',
    ]);
  });

  it('says who, how to call them, about which listing, when, and links straight to the lead', () => {
    const alert = mail.mails.find((m) => m.subject === 'New lead: Ravi Kumar for Green Acres');
    expect(alert?.from?.value[0]).toEqual({
      name: 'Pune Prime Properties',
      address: 'alerts@broker.example',
    });
    expect(alert?.text).toContain('Mobile: 9876501234 <tel:9876501234>');
    expect(alert?.text).toContain('E-mail: Ravi.Kumar@example.com');
    expect(alert?.text).toContain(`Listing: Green Acres (id ${f.listingId}`);
    expect(alert?.text).toContain('Price: Rs. 75,00,000');
    expect(alert?.text).toContain('Preferred time: Evening');
    expect(alert?.text).toContain('Remark: Is parking <included>?');
    expect(alert?.html).toContain('href="tel:9876501234"');
    expect(alert?.html).toContain('Is parking &lt;included&gt;?');
    expect(alert?.html).toContain(`href="https://broker.example/enquiries?lead=${leadId()}"`);
    expect(alert?.messageId).toMatch(/^<[0-9a-f-]{36}@broker\.example>$/);
  });

  it('acknowledges to the enquirer, naming the listing and the agent who will call', () => {
    const ack = mail.mails.find((m) => m.subject === 'We received your enquiry about Green Acres');
    expect(ack?.to && 'text' in ack.to && ack.to.text).toBe('ravi.kumar@example.com');
    expect(ack?.text).toContain('Asha Patil of Pune Prime Properties will call you on 9876501234');
    expect(ack?.headers.has('list-unsubscribe')).toBe(false);
  });

  it('sends the WhatsApp template to the opted-in agent, with its parameters in the fixed order', () => {
    expect(meta.received).toHaveLength(1);
    const [message] = meta.received as { to: string; template: unknown }[];
    expect(message?.to).toBe('919822000001');
    expect(message?.template).toMatchObject({ name: 'new_lead_alert', language: { code: 'en' } });
    const parameters = (message?.template as { components: { parameters: { text: string }[] }[] })
      .components[0]?.parameters;
    expect(parameters?.map((parameter) => parameter.text)).toEqual([
      'Ravi Kumar',
      '9876501234',
      `Green Acres (id ${f.listingId})`,
      'Rs. 75,00,000',
      'Evening',
      `https://broker.example/enquiries?lead=${leadId()}`,
    ]);
  });

  it('POSTs the lead to the CRM, signed per Standard Webhooks', () => {
    expect(crm.received).toHaveLength(1);
    expect(crm.received[0]?.payload).toMatchObject({
      type: 'lead.created',
      data: {
        source: 'enquiry',
        enquiryId: leadId(),
        name: 'Ravi Kumar',
        mobile: '9876501234',
        email: 'Ravi.Kumar@example.com',
        listing: { id: f.listingId, name: 'Green Acres', price: 7_500_000, bhk: 2, city: 'Baner' },
        preferredTime: 'Evening',
        requirement: null,
      },
    });
  });

  it('lists every message as sent on the Messages screen, and the lead shows its alerts went out', async () => {
    const admin = await adminAuth(f.t);
    const messages = await f.t.app.inject({ method: 'GET', url: '/api/messages', headers: admin });
    expect(messages.statusCode).toBe(200);
    const rows = messages.json<MessageRow[]>();
    expect(messages.headers['x-total-count']).toBe('5');
    expect(
      rows.map((row) => `${row.kind}/${row.channel}/${row.status}/${row.attempts}`).sort(),
    ).toEqual([
      'lead-ack/email/sent/1',
      'lead-alert/email/sent/1',
      'lead-alert/email/sent/1',
      'lead-alert/whatsapp/sent/1',
      'lead-webhook/webhook/sent/1',
    ]);
    const inbox = await f.t.app.inject({ method: 'GET', url: '/api/enquiries', headers: admin });
    expect(inbox.json<InboxEnquiry[]>()[0]?.alerts).toEqual({ sent: 5, pending: 0, failed: 0 });
  });

  it('keeps the Messages screen to the administrator', async () => {
    const agent = bearer(await f.t.signIn(f.agent.username, f.agent.password));
    const response = await f.t.app.inject({ method: 'GET', url: '/api/messages', headers: agent });
    expect(response.statusCode).toBe(403);
  });

  it('sends nothing twice when the worker runs again', async () => {
    await f.t.app.outbox.runOnce();
    expect(mail.mails).toHaveLength(3);
    expect(crm.received).toHaveLength(1);
    expect(meta.received).toHaveLength(1);
  });
});
