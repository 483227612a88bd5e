import { WHATSAPP_INVALID, WHATSAPP_REQUIRED_FOR_OPT_IN } from 'shared-api/contract';
import { bearer } from '../../helpers/build';
import { buildLeadApp, messagesConfig, type LeadFixture } from './setup';

let f: LeadFixture;
let agent: { authorization: string };

beforeAll(async () => {
  f = await buildLeadApp(messagesConfig());
  agent = bearer(await f.t.signIn(f.agent.username, f.agent.password));
});

afterAll(async () => {
  await f?.t.close();
});

const put = (payload: object, headers: object = agent) =>
  f.t.app.inject({ method: 'PUT', url: '/api/profile/whatsapp', headers: { ...headers }, payload });

describe('a staff member’s WhatsApp alert settings', () => {
  it('starts off, and stores a number with the opt-in', async () => {
    const before = await f.t.app.inject({
      method: 'GET',
      url: '/api/profile/whatsapp',
      headers: agent,
    });
    expect(before.json()).toEqual({ whatsapp: null, whatsappOptIn: false });
    const response = await put({ whatsapp: '919822000001', whatsappOptIn: true });
    expect(response.json()).toEqual({ whatsapp: '919822000001', whatsappOptIn: true });
  });

  it('refuses with the contract’s messages an opt-in without a number, or a malformed number', async () => {
    const without = await put({ whatsapp: '', whatsappOptIn: true });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ errors: { whatsapp: WHATSAPP_REQUIRED_FOR_OPT_IN } });
    const malformed = await put({ whatsapp: '+91 98220', whatsappOptIn: false });
    expect(malformed.json()).toMatchObject({ errors: { whatsapp: WHATSAPP_INVALID } });
  });

  it('needs a signed-in staff member', async () => {
    expect((await put({ whatsapp: '919822000001' }, {})).statusCode).toBe(401);
  });
});
