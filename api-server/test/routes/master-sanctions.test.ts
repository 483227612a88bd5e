import fs from 'node:fs';
import path from 'node:path';
import { build, bearer, type TestApp } from '../helpers/build';
import { makeJpeg, makePdf, makePdfWithScript, makePng, multipart } from '../uploads/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
});

const onDisk = (stored: string) =>
  fs.existsSync(path.join(t.config.uploadDir, stored.replace(/^uploads\//, '')));

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: Buffer,
  type = 'application/pdf',
) {
  const body = await multipart(
    fields,
    file ? [{ name: 'file', content: file, filename: 'letter.pdf', contentType: type }] : [],
  );
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, ...bearer(admin) },
    payload: body.payload,
  });
}

async function fileOf(id: number): Promise<string | null> {
  const row = await t.db
    .selectFrom('sanctions')
    .select('file')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.file;
}

it('adds a sanction with a PDF, lists its file, replaces it (deleting the old file) and deletes both', async () => {
  const added = await send(
    'POST',
    '/api/master_table/add_sanction',
    { sanction: 'Fire NOC' },
    makePdf(),
  );
  expect(added.statusCode).toBe(201);
  expect(added.json()).toEqual({
    message: 'Sanction added successfully',
    id: expect.any(Number) as unknown,
  });
  const id = added.json<{ id: number }>().id;
  const first = await fileOf(id);
  expect(first).toMatch(/^uploads\/documents\/[a-f0-9]{32}\.pdf$/);
  expect(onDisk(first!)).toBe(true);

  const list = await t.app.inject({ method: 'GET', url: '/api/master_table/get_sanction' });
  expect(list.json()).toContainEqual({ id, name: 'Fire NOC', file: first });

  const renamed = await send('PUT', `/api/master_table/update_sanction/${id}`, {
    sanction: 'Fire NOC (final)',
  });
  expect(renamed.statusCode).toBe(200);
  expect(await fileOf(id)).toBe(first);

  const replaced = await send(
    'PUT',
    `/api/master_table/update_sanction/${id}`,
    { sanction: 'Fire NOC (final)' },
    await makePng(),
    'image/png',
  );
  expect(replaced.statusCode).toBe(200);
  expect(replaced.json()).toEqual({ message: 'Sanction updated successfully' });
  const second = await fileOf(id);
  expect(second).toMatch(/^uploads\/documents\/[a-f0-9]{32}\.jpg$/);
  expect(onDisk(first!)).toBe(false);
  expect(onDisk(second!)).toBe(true);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/master_table/delete_sanction/${id}`,
    headers: bearer(admin),
  });
  expect(removed.statusCode).toBe(200);
  expect(onDisk(second!)).toBe(false);
});

it('adds a sanction without a file', async () => {
  const added = await send('POST', '/api/master_table/add_sanction', { sanction: 'Tree NOC' });
  expect(added.statusCode).toBe(201);
  expect(await fileOf(added.json<{ id: number }>().id)).toBeNull();
});

it('refuses a file that is neither a PDF nor an image with 415 and stores nothing', async () => {
  const before = fs.readdirSync(t.config.uploadDir, { recursive: true }).length;
  const response = await send(
    'POST',
    '/api/master_table/add_sanction',
    { sanction: 'Odd' },
    Buffer.from('just text, not a pdf'),
    'application/pdf',
  );
  expect(response.statusCode).toBe(415);
  expect(response.json<{ message: string }>().message).toMatch(/not allowed/);
  const rows = await t.db.selectFrom('sanctions').select('id').where('name', '=', 'Odd').execute();
  expect(rows).toHaveLength(0);
  expect(fs.readdirSync(t.config.uploadDir, { recursive: true }).length).toBe(before);
});

it('removes the stored file again when the name is refused (blank or duplicate)', async () => {
  const countFiles = () =>
    fs
      .readdirSync(path.join(t.config.uploadDir), { recursive: true })
      .filter((f) => String(f).endsWith('.pdf')).length;
  const before = countFiles();
  const blank = await send('POST', '/api/master_table/add_sanction', { sanction: ' ' }, makePdf());
  expect(blank.statusCode).toBe(400);
  expect(blank.json()).toEqual({
    message: 'Sanction is required',
    errors: { sanction: 'Sanction is required' },
  });
  await send('POST', '/api/master_table/add_sanction', { sanction: 'Lift NOC' });
  const duplicate = await send(
    'POST',
    '/api/master_table/add_sanction',
    { sanction: 'lift noc' },
    makePdf(),
  );
  expect(duplicate.statusCode).toBe(409);
  expect(countFiles()).toBe(before);
});

it('answers a blank name before decoding the file: an image that cannot be decoded is never read', async () => {
  const undecodable = Buffer.concat([(await makeJpeg()).subarray(0, 200), Buffer.alloc(5000, 7)]);
  const response = await send(
    'POST',
    '/api/master_table/add_sanction',
    { sanction: ' ' },
    undecodable,
    'image/jpeg',
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: 'Sanction is required' });
});

it('serves a sanction letter with an /OpenAction script as a sandboxed download', async () => {
  const added = await send(
    'POST',
    '/api/master_table/add_sanction',
    { sanction: 'Scripted NOC' },
    makePdfWithScript(),
  );
  expect(added.statusCode).toBe(201);
  const stored = await fileOf(added.json<{ id: number }>().id);
  const response = await t.app.inject({ url: `/${stored}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-f0-9]{32}\.pdf"$/,
  );
  expect(response.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

it('refuses sanction uploads from an agent with 403 before reading the body', async () => {
  const agent = await t.createUser();
  const token = await t.signIn(agent.username, agent.password);
  const body = await multipart({ sanction: 'Sneaky' }, [
    { name: 'file', content: makePdf(), filename: 'a.pdf', contentType: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/add_sanction',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(403);
});
