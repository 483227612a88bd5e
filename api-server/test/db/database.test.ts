import { sql } from 'kysely';
import { migrateDown, migrateToLatest } from '../../src/db/database';
import { MIGRATIONS } from '../../src/db/migrations';
import { build, type TestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

it('migrates every step down and up again on this engine', async () => {
  const names = Object.keys(MIGRATIONS);
  for (const name of [...names].reverse()) {
    expect(await migrateDown(t.db)).toEqual([name]);
  }
  expect(await migrateToLatest(t.db)).toEqual(names);
  expect(await migrateToLatest(t.db)).toEqual([]);
});

it('writes default timestamps as ISO-8601 UTC text', async () => {
  await t.db.insertInto('cities').values({ name: 'Pimpri' }).execute();
  const row = await t.db.selectFrom('cities').select('created_at').executeTakeFirstOrThrow();
  expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

it('enforces foreign keys and returns ids and counts as numbers', async () => {
  const orphan = t.db
    .insertInto('sessions')
    .values({
      user_id: 424242,
      token_hash: 'x',
      created_at: 'a',
      last_used_at: 'a',
      expires_at: 'a',
    })
    .execute();
  // better-sqlite3's error comes from another realm than Jest's Error, so match on its code.
  await expect(orphan).rejects.toMatchObject({
    code: expect.stringMatching(/FOREIGNKEY|23503/) as unknown,
  });
  const count = await sql<{ n: number }>`select count(*) as n from users`.execute(t.db);
  expect(typeof count.rows[0]!.n).toBe('number');
});
