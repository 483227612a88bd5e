import { MASTERS, getMaster, masterMessages, type MasterDescriptor } from 'shared-api/contract';
import { MASTER_USAGE } from '../../src/repositories/masters';
import { build, bearer, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
});

const base = '/api/master_table';

async function add(master: MasterDescriptor, name: string) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/${master.paths.add}`,
    headers: bearer(admin),
    payload: { [master.field]: name },
  });
}

async function addOk(master: MasterDescriptor, name: string): Promise<number> {
  const response = await add(master, name);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe.each(MASTERS.map((master) => [master.label, master] as const))('%s', (label, master) => {
  const messages = masterMessages(label);

  it('adds, lists sorted by name, renames and deletes', async () => {
    const response = await add(master, `  Zeta ${label}  `);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: messages.added, id: expect.any(Number) as unknown });
    const id = response.json<{ id: number }>().id;
    await addOk(master, `alpha ${label}`);

    const list = await t.app.inject({ method: 'GET', url: `${base}/${master.paths.list}` });
    expect(list.statusCode).toBe(200);
    const names = list.json<{ name: string }[]>().map((item) => item.name);
    expect(names).toEqual([`alpha ${label}`, `Zeta ${label}`]);
    const first = list.json<Record<string, unknown>[]>()[0]!;
    expect(Object.keys(first).sort()).toEqual(
      master.hasFile ? ['file', 'id', 'name'] : ['id', 'name'],
    );

    const update = await t.app.inject({
      method: 'PUT',
      url: `${base}/${master.paths.update}/${id}`,
      headers: bearer(admin),
      payload: { [master.field]: `Omega ${label}` },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ message: messages.updated });

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${master.paths.delete}/${id}`,
      headers: bearer(admin),
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ message: messages.deleted });
    const after = await t.app.inject({ method: 'GET', url: `${base}/${master.paths.list}` });
    expect(after.json<{ name: string }[]>().map((item) => item.name)).toEqual([`alpha ${label}`]);
  });

  it('refuses a duplicate name, ignoring case, with 409', async () => {
    await addOk(master, `Dup ${label}`);
    const response = await add(master, `DUP ${label.toLowerCase()}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: messages.duplicate,
      errors: { [master.field]: messages.duplicate },
    });
    const other = await addOk(master, `Other ${label}`);
    const rename = await t.app.inject({
      method: 'PUT',
      url: `${base}/${master.paths.update}/${other}`,
      headers: bearer(admin),
      payload: { [master.field]: `dup ${label}` },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses to delete an item a property uses, with 409', async () => {
    const id = await addOk(master, `Used ${label}`);
    const agent = await t.createUser();
    const usage = MASTER_USAGE[master.key];
    const property = await insertProperty(
      t.db,
      agent.id,
      usage.table === 'properties' ? { [usage.column]: id } : {},
    );
    if (usage.table === 'property_amenities') {
      await t.db
        .insertInto('property_amenities')
        .values({ property_id: property.id, amenity_id: id })
        .execute();
    }
    if (usage.table === 'property_sanctions') {
      await t.db
        .insertInto('property_sanctions')
        .values({ property_id: property.id, sanction_id: id, file: null })
        .execute();
    }
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${master.paths.delete}/${id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.inUse });
  });

  it('answers 404 for an unknown id and 400 for a blank name', async () => {
    const missingUpdate = await t.app.inject({
      method: 'PUT',
      url: `${base}/${master.paths.update}/999999`,
      headers: bearer(admin),
      payload: { [master.field]: 'Anything' },
    });
    expect(missingUpdate.statusCode).toBe(404);
    expect(missingUpdate.json()).toEqual({ message: messages.notFound });
    const missingDelete = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${master.paths.delete}/999999`,
      headers: bearer(admin),
    });
    expect(missingDelete.statusCode).toBe(404);

    const blank = await add(master, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: `${label} is required`,
      errors: { [master.field]: `${label} is required` },
    });
  });
});

it('deletes a facing through its own delete_facing route (the first product’s defect fixed)', async () => {
  const facing = getMaster('facings');
  const status = getMaster('statuses');
  const facingId = await addOk(facing, 'Due East');
  const statusId = await addOk(status, 'Sold Out');
  expect(facing.paths.delete).toBe('delete_facing');
  const response = await t.app.inject({
    method: 'DELETE',
    url: `${base}/delete_facing/${facingId}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Facing deleted successfully' });
  const statuses = await t.db
    .selectFrom('statuses')
    .select('id')
    .where('id', '=', statusId)
    .execute();
  expect(statuses).toHaveLength(1);
});

it('says "Project type added successfully" when a project type is added (the first product’s defect fixed)', async () => {
  const response = await add(getMaster('project_types'), 'Redevelopment');
  expect(response.json()).toMatchObject({ message: 'Project type added successfully' });
});

it('drops unknown fields and refuses wrong types with 400, never 500', async () => {
  const status = getMaster('statuses');
  const extra = await t.app.inject({
    method: 'POST',
    url: `${base}/add_status`,
    headers: bearer(admin),
    payload: { status: 'Booked', id: 777, created_at: 'yesterday' },
  });
  expect(extra.statusCode).toBe(201);
  expect(extra.json<{ id: number }>().id).not.toBe(777);

  for (const payload of [{ status: 42 }, { status: ['a'] }, { status: null }, {}]) {
    const response = await add(status, payload.status as unknown as string);
    expect(response.statusCode).toBe(400);
  }
  const badId = await t.app.inject({
    method: 'DELETE',
    url: `${base}/delete_status/abc`,
    headers: bearer(admin),
  });
  expect(badId.statusCode).toBe(400);
  expect(badId.json()).toEqual({
    message: 'id must be a positive whole number',
    errors: { id: 'id must be a positive whole number' },
  });
});
