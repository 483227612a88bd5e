import { sql } from 'kysely';
import { compileOnce } from '../../src/db/compiled-once';
import { build, type TestApp } from '../helpers/build';

// PostgreSQL only: SQLite keeps its statements prepared in process (db/sqlite-statements.ts).
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await build();
  await t.db.insertInto('cities').values({ name: 'Baner' }).execute();
});
afterAll(() => t.close());

const cityById = compileOnce((db, id) =>
  db.selectFrom('cities').selectAll().where('id', '>=', id).orderBy('id'),
);

it('keeps a compiled-once statement prepared on the connection that ran it', async () => {
  if (!onPostgres) return;
  // One transaction: one connection, whose prepared statements the view lists.
  const prepared = await t.db.transaction().execute(async (trx) => {
    await cityById(trx, 1);
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(trx);
    return rows.map((row) => row.statement);
  });
  expect(prepared).toContainEqual(expect.stringMatching(/^select \* from "cities"/));
});

it('answers a kept statement again after a migration changed its table', async () => {
  if (!onPostgres) return;
  const before = await cityById(t.db, 1);
  expect(before[0]).not.toHaveProperty('nickname');
  await sql`alter table cities add column nickname varchar(20)`.execute(t.db);
  try {
    for (let run = 0; run < 3; run += 1) {
      const after = await cityById(t.db, 1);
      expect(after[0]).toHaveProperty('nickname', null);
    }
  } finally {
    await sql`alter table cities drop column nickname`.execute(t.db);
  }
});
