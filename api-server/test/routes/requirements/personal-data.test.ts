import { masterMessages, MASTERS, type PersonExport } from 'shared-api/contract';
import { addRequirement, admin, ids, requirement, t, useRequirementsApp } from './setup';

useRequirementsApp();

const person = { email: 'meera@example.com', mobile: '9011122233' };

async function registerWithRequirement() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/register_user',
    payload: {
      name: 'Meera Iyer',
      ...person,
      occupation: 'Engineer',
      cities: ids.city.baner,
      password: 'Mango-Hill-42',
      confirmpass: 'Mango-Hill-42',
      consent: true,
      requirement: requirement({ note: 'Meera wants a balcony' }),
    },
  });
  expect(response.statusCode).toBe(201);
}

function exportOf(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/people/export?${query}`, headers: admin });
}

describe('a person’s requirements and their data rights', () => {
  it('exports the requirements given with the registration or by phone, by e-mail or mobile', async () => {
    await registerWithRequirement();
    // A call from the same number, taken down by the staff without an e-mail.
    await t.app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: admin,
      payload: { name: 'Meera Iyer', mobile: person.mobile, requirement: requirement() },
    });
    const byEmail = (await exportOf(`email=MEERA@example.com`)).json<PersonExport>();
    expect(byEmail.requirements.map((row) => row.note)).toEqual(['Meera wants a balcony']);
    expect(byEmail.requirements[0]).toMatchObject({
      name: 'Meera Iyer',
      bedrooms: [2, 3],
      property_types: [{ id: ids.type.apartment, name: 'Apartment' }],
    });
    expect(byEmail.requirements[0]).not.toHaveProperty('matches');
    const byMobile = (await exportOf(`mobile=${person.mobile}`)).json<PersonExport>();
    expect(byMobile.requirements).toHaveLength(2);
  });

  it('erases them with the person, and counts them in the answer and the record', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/erase',
      headers: admin,
      payload: { mobile: person.mobile },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accounts: 1, requirements: 2 });
    const left = await t.db
      .selectFrom('requirements')
      .select('id')
      .where('mobile', '=', person.mobile)
      .execute();
    expect(left).toEqual([]);
    const lists = await t.db.selectFrom('requirement_cities').select('requirement_id').execute();
    const record = await t.db
      .selectFrom('erasures')
      .select('requirements')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record.requirements).toBe(2);
    expect(lists).toEqual([]);
    const exported = (await exportOf(`mobile=${person.mobile}`)).json<PersonExport>();
    expect(exported.requirements).toEqual([]);
  });

  it.each(['property_types', 'cities'] as const)(
    'keeps a %s item a requirement names, with the masters’ in-use message',
    async (key) => {
      const master = MASTERS.find((item) => item.key === key);
      if (!master) throw new Error(`no master ${key}`);
      const unused = await t.db
        .insertInto(key)
        .values({ name: `Unused ${key}`, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addRequirement(
        key === 'cities' ? { cities: [unused.id] } : { propertyTypes: [unused.id] },
      );
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/master_table/${master.paths.delete}/${unused.id}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: masterMessages(master.label).inUse });
    },
  );
});
