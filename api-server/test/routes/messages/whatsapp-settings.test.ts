import { WHATSAPP_INVALID, WHATSAPP_REQUIRED_FOR_OPT_IN } from 'shared-api/contract';
import { bearer } from '../../helpers/build';
import { buildLeadApp, messagesConfig, type LeadFixture } from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

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

describe('the administrator’s user form', () => {
  const user = {
    name: 'Kiran Joshi',
    email: 'kiran@broker.example',
    mobile: '9822000002',
    username: 'kiran',
    password: 'Sahyadri-Peak-71',
    remarks: '',
  };
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) =>
    f.t.app.inject({ method, url, headers: bearer(await f.t.signInAdmin()), payload });
  const row = async () => {
    const response = await f.t.app.inject({
      method: 'GET',
      url: '/api/master_table/get_users',
      headers: bearer(await f.t.signInAdmin()),
    });
    return response
      .json<{ username: string; whatsapp: string | null; whatsappOptIn: boolean }[]>()
      .find((item) => item.username === 'kiran');
  };

  it('takes the WhatsApp number and opt-in, lists them, and keeps them when an edit omits them', async () => {
    const added = await call('POST', '/api/master_table/add_user', {
      ...user,
      whatsapp: '919822000002',
      whatsappOptIn: true,
    });
    expect(added.statusCode).toBe(201);
    expect(await row()).toMatchObject({ whatsapp: '919822000002', whatsappOptIn: true });
    const id = added.json<{ id: number }>().id;
    await call('PUT', `/api/master_table/update_user/${id}`, { ...user, password: '' });
    expect(await row()).toMatchObject({ whatsapp: '919822000002', whatsappOptIn: true });
  });

  it('refuses an opt-in without a number with the contract’s message', async () => {
    const response = await call('POST', '/api/master_table/add_user', {
      ...user,
      username: 'kiran2',
      email: 'kiran2@broker.example',
      whatsappOptIn: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { whatsapp: WHATSAPP_REQUIRED_FOR_OPT_IN } });
  });
});
