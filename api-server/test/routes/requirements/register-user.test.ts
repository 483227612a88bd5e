import { ids, requirement, t, useRequirementsApp } from './setup';

useRequirementsApp();

describe('POST register_user with a requirement', () => {
  const registration = (email: string, extra: object = {}) => ({
    name: 'Sneha Patil',
    email,
    mobile: '9765432109',
    occupation: 'Engineer',
    cities: ids.city.baner,
    password: 'Mango-Hill-42',
    confirmpass: 'Mango-Hill-42',
    consent: true,
    ...extra,
  });
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/master_table/register_user', payload });

  it('stores the requirement for the registered person, their details copied', async () => {
    const response = await register(
      registration('Sneha@Example.com', { requirement: requirement() }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful. Your account will be activated by the admin.',
    });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sneha@example.com')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('requirements')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Sneha Patil',
      mobile: '9765432109',
      email: 'sneha@example.com',
      created_by: null,
      status: 'open',
    });
    const types = await t.db
      .selectFrom('requirement_property_types')
      .select('property_type_id')
      .where('requirement_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(types).toEqual([{ property_type_id: ids.type.apartment }]);
  });

  it.each([null, 'a 2 BHK', [1]])(
    'answers 400, not a 500, to a requirement of %j',
    async (value) => {
      const response = await register(registration('odd@example.com', { requirement: value }));
      expect(response.statusCode).toBe(400);
    },
  );

  it('registers as before without one, and stores no requirement', async () => {
    const response = await register(registration('plain@example.com'));
    expect(response.statusCode).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'plain@example.com')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('requirements')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses unknown ids and a reversed budget under requirement.*, creating no account', async () => {
    const unknown = await register(
      registration('unknown@example.com', { requirement: requirement({ cities: [999_999] }) }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Choose cities from the list',
      errors: { 'requirement.cities': 'Choose cities from the list' },
    });
    const reversed = await register(
      registration('reversed@example.com', {
        requirement: requirement({ budgetFrom: 9_000_000, budgetTo: 100 }),
      }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ errors: Record<string, string> }>().errors).toEqual({
      'requirement.budgetTo': 'Budget from cannot be more than budget up to',
    });
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['unknown@example.com', 'reversed@example.com'])
      .execute();
    expect(users).toEqual([]);
  });
});
