import type { RequirementRow } from 'shared-api/contract';
import { admin, agentAuth, get, ids, requirement, t, useRequirementsApp } from './setup';

useRequirementsApp();

const caller = (values: object = {}, person: object = {}) => ({
  name: 'Rahul Deshmukh',
  mobile: '9822012345',
  email: 'rahul@example.com',
  requirement: requirement(values),
  ...person,
});

function addAsAdmin(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/requirements', headers: admin, payload });
}

describe('POST /api/requirements', () => {
  it('records a caller’s requirement for the admin: 201 { message, id }', async () => {
    const response = await addAsAdmin(caller());
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(response.json()).toEqual({ message: 'Requirement added', id });
    const row = await t.db
      .selectFrom('requirements')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      created_by: 1,
      name: 'Rahul Deshmukh',
      purpose: 'buy',
      budget_from: 6_000_000,
      budget_to: 9_000_000,
      status: 'open',
      note: 'Near a school',
    });
    const listed = (await get('/api/requirements?limit=100')).json<RequirementRow[]>();
    expect(listed.find((item) => item.id === id)).toMatchObject({
      bedrooms: [2, 3],
      cities: [
        { id: ids.city.baner, name: 'Baner' },
        { id: ids.city.wakad, name: 'Wakad' },
      ],
    });
  });

  it('keeps budgets above 2^31 rupees exact', async () => {
    const response = await addAsAdmin(caller({ budgetFrom: 0, budgetTo: 5_000_000_000 }));
    const { id } = response.json<{ id: number }>();
    const row = await t.db
      .selectFrom('requirements')
      .select('budget_to')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.budget_to)).toBe(5_000_000_000);
  });

  it.each([
    ['requirement.purpose', { purpose: undefined }, 'Please choose buy or rent'],
    ['requirement.budgetTo', { budgetTo: undefined }, 'Budget up to is required'],
    ['requirement.budgetFrom', { budgetFrom: '12.5' }, 'Budget must be a whole number of rupees'],
    ['requirement.budgetFrom', { budgetFrom: -1 }, 'Budget must be a whole number of rupees'],
    [
      'requirement.budgetTo',
      { budgetFrom: 9_000_000, budgetTo: 6_000_000 },
      'Budget from cannot be more than budget up to',
    ],
    ['requirement.bedrooms', { bedrooms: [11] }, 'Choose BHK from the list'],
    ['requirement.possession', { possession: 'soon' }, 'Please choose a possession'],
  ])('answers 400 under %s', async (key, values, message) => {
    const response = await addAsAdmin(caller(values));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [key]: message } });
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['mobile', { mobile: '12345' }, 'Invalid phone number (10 digits required)'],
    ['email', { email: 'not-an-email' }, 'Invalid email format'],
  ])('answers 400 under %s for the caller', async (key, person, message) => {
    const response = await addAsAdmin(caller({}, person));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[key]).toBe(message);
  });

  it('refuses unknown property types and cities with field errors', async () => {
    const response = await addAsAdmin(caller({ propertyTypes: [999_999], cities: [999_998] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Choose property types from the list',
      errors: {
        'requirement.propertyTypes': 'Choose property types from the list',
        'requirement.cities': 'Choose cities from the list',
      },
    });
  });

  it('answers 401 to a visitor and 403 to an agent', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/requirements',
      payload: caller(),
    });
    expect(visitor.statusCode).toBe(401);
    const agent = await t.app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: agentAuth,
      payload: caller(),
    });
    expect(agent.statusCode).toBe(403);
  });
});

describe('PATCH /api/requirements/{id}', () => {
  it('sets the status and answers { message, id, status }', async () => {
    const { id } = (await addAsAdmin(caller())).json<{ id: number }>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${id}`,
      headers: admin,
      payload: { status: 'contacted' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Requirement updated', id, status: 'contacted' });
    const listed = (await get('/api/requirements?status=contacted')).json<RequirementRow[]>();
    expect(listed.map((item) => item.id)).toEqual([id]);
  });

  it('refuses another status with its message, and answers 404 for no requirement', async () => {
    const { id } = (await addAsAdmin(caller())).json<{ id: number }>();
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${id}`,
      headers: admin,
      payload: { status: 'done' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'Status must be open, contacted or closed',
      errors: { status: 'Status must be open, contacted or closed' },
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/requirements/999999',
      headers: admin,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
