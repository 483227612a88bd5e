import { PERSON_LOOKUP_REQUIRED, type PersonExport } from 'shared-api/contract';
import { bearer } from '../../helpers/build';
import { enquiry, exportOf, post, registration, t, usePeopleApp } from './setup';

usePeopleApp();

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
      role: 'buyer',
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
