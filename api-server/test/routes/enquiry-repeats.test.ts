import { build, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

// Decision 094: phone-first entry. A mobile typed the usual ways is one number, the same enquiry
// twice within 10 minutes is one lead, and the form limit counts per person as well as per
// address (a carrier's shared address holds many visitors).
let t: TestApp;
let propertyId: number;
beforeAll(async () => {
  t = await build({
    throttle: {
      accountAddressFailures: 5,
      addressFailures: 30,
      accountSlowAfter: 5,
      maxDelayMs: 0,
      windowMs: 15 * 60 * 1000,
      formsPerMinute: 3,
      formsPerDay: 50,
      formsPerAddressPerMinute: 8,
    },
  });
  const owner = await t.createUser();
  propertyId = (await insertProperty(t.db, owner.id)).id;
});
afterAll(async () => {
  await t.close();
});

function send(fields: { mobile: string; email?: string; p_id?: number }, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/master_table/connect',
    remoteAddress: address,
    payload: {
      occupation: 'individual',
      name: 'Asha Kulkarni',
      email: 'asha@example.com',
      cities: 'Pune',
      time: 'Morning',
      p_id: propertyId,
      consent: true,
      ...fields,
    },
  });
}

const leadsFrom = (mobile: string) =>
  t.db.selectFrom('enquiries').select(['id', 'mobile']).where('mobile', '=', mobile).execute();

it('stores "+91 98220 55512" as ten digits and keeps a repeat within 10 minutes as one lead', async () => {
  const first = await send({ mobile: '+91 98220 55512' }, '198.51.100.1');
  expect(first.statusCode).toBe(201);
  const again = await send({ mobile: '098220-55512' }, '198.51.100.1');
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await leadsFrom('9822055512')).toHaveLength(1);
  const consents = await t.db
    .selectFrom('consents')
    .select('id')
    .where('mobile', '=', '9822055512')
    .execute();
  // Each submission's agreement is kept as given; only the lead is one.
  expect(consents).toHaveLength(2);
});

it('counts a repeat older than 10 minutes as a new lead', async () => {
  expect(
    (await send({ mobile: '9822055513', email: 'meera@example.com' }, '198.51.100.2')).statusCode,
  ).toBe(201);
  const eleventhMinute = new Date(Date.now() - 11 * 60 * 1000).toISOString();
  await t.db
    .updateTable('enquiries')
    .set({ created_at: eleventhMinute })
    .where('mobile', '=', '9822055513')
    .execute();
  expect(
    (await send({ mobile: '9822055513', email: 'meera@example.com' }, '198.51.100.2')).statusCode,
  ).toBe(201);
  expect(await leadsFrom('9822055513')).toHaveLength(2);
});

it('limits one mobile number across addresses, and one address only at its higher cap', async () => {
  const mobile = '9822055514';
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    expect((await send({ mobile, email: `${address}@example.com` }, address)).statusCode).toBe(201);
  }
  const fourth = await send({ mobile, email: 'other@example.com' }, '203.0.113.4');
  expect(fourth.statusCode).toBe(429);
  expect(fourth.headers['retry-after']).toMatch(/^\d+$/);

  // Eight different visitors behind one carrier address get through; the ninth waits.
  for (let visitor = 0; visitor < 8; visitor += 1) {
    const person = { mobile: `97000000${visitor}0`, email: `v${visitor}@example.com` };
    expect((await send(person, '192.0.2.50')).statusCode).toBe(201);
  }
  const ninth = await send({ mobile: '9700000099', email: 'v9@example.com' }, '192.0.2.50');
  expect(ninth.statusCode).toBe(429);
});

it('limits one e-mail across mobile numbers and addresses', async () => {
  const email = 'same.person@example.com';
  for (let turn = 0; turn < 3; turn += 1) {
    const response = await send({ mobile: `96000000${turn}0`, email }, `203.0.113.${20 + turn}`);
    expect(response.statusCode).toBe(201);
  }
  expect((await send({ mobile: '9600000099', email }, '203.0.113.30')).statusCode).toBe(429);
});
