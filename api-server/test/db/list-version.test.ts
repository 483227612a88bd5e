import { sql } from 'kysely';
import pg from 'pg';
import { listVersionReader, shareFreshReads } from '../../src/db/list-version';
import { listProperties } from '../../src/repositories/properties';
import { build, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';
import { openAgain } from './other-process';

/** A read whose answers the test hands out one by one, in order. */
function manualReads() {
  const waiting: ((value: number) => void)[] = [];
  const read = jest.fn(() => new Promise<number>((resolve) => waiting.push(resolve)));
  return {
    read,
    finish: (index: number, value: number) => waiting[index]?.(value),
  };
}

describe('shareFreshReads', () => {
  it('never hands a caller a read that began before it called; those who wait share the next', async () => {
    const { read, finish } = manualReads();
    const shared = shareFreshReads(read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(read).toHaveBeenCalledTimes(1);
    finish(0, 1);
    expect(await first).toBe(1);
    // The next read starts once the first is done, for everyone who came meanwhile.
    expect(read).toHaveBeenCalledTimes(2);
    finish(1, 2);
    expect([await second, await third]).toEqual([2, 2]);
    const later = shared();
    expect(read).toHaveBeenCalledTimes(3);
    finish(2, 3);
    expect(await later).toBe(3);
  });

  it('starts the next read even when the one before failed', async () => {
    let calls = 0;
    const shared = shareFreshReads(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('lost connection')) : Promise.resolve(calls);
    });
    const failing = shared();
    const waiting = shared();
    await expect(failing).rejects.toThrow('lost connection');
    expect(await waiting).toBe(2);
  });
});

describe('the list version', () => {
  let t: TestApp;
  const onPostgres = Boolean(process.env.DATABASE_URL);
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const version = () => Promise.resolve(listVersionReader(t.db)());

  it('moves with every write the list can show, and only then', async () => {
    const city = await t.db
      .insertInto('cities')
      .values({ name: 'Aundh' })
      .returning('id')
      .executeTakeFirstOrThrow();
    let before = await version();
    await t.db
      .updateTable('cities')
      .set({ name: 'Aundh Gaon' })
      .where('id', '=', city.id)
      .execute();
    expect(await version()).not.toBe(before);
    before = await version();
    await insertProperty(t.db, 1, { city_id: city.id });
    expect(await version()).not.toBe(before);
    if (!onPostgres) return;
    // PostgreSQL counts only the list's tables: sign-ins and sessions change all the time.
    before = await version();
    await t.signInAdmin();
    expect(await version()).toBe(before);
  });

  it('reads the version in memory on SQLite, from the version row on PostgreSQL', () => {
    const read = listVersionReader(t.db)();
    expect(typeof read === 'number').toBe(!onPostgres);
  });

  it('shows another connection a write only once it commits (PostgreSQL)', async () => {
    if (!onPostgres) return;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const writer = new pg.Client({
      connectionString: t.config.databaseUrl ?? '',
      options: `-c search_path=${rows[0]?.schema ?? ''}`,
    });
    await writer.connect();
    try {
      const before = await version();
      await writer.query('begin');
      await writer.query(`update statuses set name = name || ' (edited)'`);
      expect(await version()).toBe(before);
      await writer.query('rollback');
      expect(await version()).toBe(before);
      await writer.query('begin');
      await writer.query(`update property_types set name = name || ' (edited)'`);
      await writer.query('commit');
      expect(await version()).not.toBe(before);
    } finally {
      await writer.end();
    }
  });

  it('watches every table the list reads (PostgreSQL)', async () => {
    if (!onPostgres) return;
    const counted = await openAgain(t);
    try {
      await listProperties(counted.db, {}, { limit: 1, offset: 0, sort: 'newest' });
      const read = counted.statements.join(' ');
      const tables = new Set(
        [...read.matchAll(/(?:from|join) "(\w+)"/g)].map((match) => match[1] ?? ''),
      );
      expect(tables.size).toBeGreaterThan(1);
      const { rows } = await sql<{ table: string }>`
        select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname like 'list_version_%' and c.relnamespace = current_schema()::regnamespace
      `.execute(t.db);
      const watched = new Set(rows.map((row) => row.table));
      expect([...tables].filter((table) => !watched.has(table))).toEqual([]);
    } finally {
      await counted.db.destroy();
    }
  });
});
