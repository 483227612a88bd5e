import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { createDatabase, dataVersionOf, migrateToLatest } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { cacheStatements } from '../../src/db/sqlite-statements';

describe('cacheStatements', () => {
  let file: SQLite.Database;
  beforeEach(() => {
    file = new SQLite(':memory:');
    file.exec('create table t (id integer primary key, name text)');
  });
  afterEach(() => file.close());

  it('hands out the same prepared statement for the same SQL', () => {
    const cached = cacheStatements(file);
    expect(cached.prepare('select * from t')).toBe(cached.prepare('select * from t'));
    expect(cached.prepare('select * from t')).not.toBe(cached.prepare('select id from t'));
  });

  it('keeps only the most recently used statements', () => {
    const cached = cacheStatements(file, 2);
    const first = cached.prepare('select 1');
    const second = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(first);
    // select 2 was the least recently used one: it was dropped and is prepared anew.
    expect(cached.prepare('select 2')).not.toBe(second);
  });

  it('never hands out a statement that is still iterating', () => {
    file.exec("insert into t (name) values ('a'), ('b')");
    const cached = cacheStatements(file);
    const iterating = cached.prepare('select * from t').iterate();
    iterating.next();
    const other = cached.prepare('select * from t');
    expect(other.all()).toHaveLength(2);
    iterating.return?.();
  });

  it('counts statements that change data, not reads or transaction control', () => {
    const cached = cacheStatements(file);
    const run = (text: string) => {
      const statement = cached.prepare(text);
      if (statement.reader) statement.all();
      else statement.run();
    };
    run('select * from t');
    run('begin');
    run('commit');
    expect(cached.writeCount).toBe(0);
    run("insert into t (name) values ('a')");
    run("update t set name = 'b'");
    run('delete from t');
    run("insert into t (name) values ('c') returning id");
    expect(cached.writeCount).toBe(4);
  });
});

describe('the SQLite database of the app', () => {
  let dataDir: string;
  let db: Kysely<Database>;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-statements-'));
    db = createDatabase({ databaseUrl: null, dataDir, sqliteFile: 'test.sqlite' });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const names = () => db.selectFrom('cities').select('name').orderBy('name').execute();

  it('runs the same cached statements inside and outside transactions', async () => {
    await db.insertInto('cities').values({ name: 'Aundh' }).execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('cities').values({ name: 'Baner' }).execute();
      expect(await trx.selectFrom('cities').select('name').orderBy('name').execute()).toEqual([
        { name: 'Aundh' },
        { name: 'Baner' },
      ]);
    });
    expect(await names()).toEqual([{ name: 'Aundh' }, { name: 'Baner' }]);
  });

  it('leaves nothing of a rolled back transaction, and the statements still work', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('cities').values({ name: 'Camp' }).execute();
      await trx.insertInto('cities').values({ name: 'Camp' }).execute();
    });
    await expect(failed).rejects.toMatchObject({
      code: expect.stringMatching(/UNIQUE/) as unknown,
    });
    expect(await names()).toEqual([{ name: 'Aundh' }, { name: 'Baner' }]);
    await db.insertInto('cities').values({ name: 'Camp' }).execute();
    expect(await names()).toHaveLength(3);
  });

  it('moves its data version on every write, inside a transaction too, and not on reads', async () => {
    const version = dataVersionOf(db);
    if (!version) throw new Error('SQLite must have a data version');
    const before = version();
    await names();
    await sql`select count(*) from cities`.execute(db);
    expect(version()).toBe(before);
    await db.updateTable('cities').set({ name: 'Deccan' }).where('name', '=', 'Camp').execute();
    const afterUpdate = version();
    expect(afterUpdate).not.toBe(before);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('cities').where('name', '=', 'Deccan').execute();
    });
    expect(version()).not.toBe(afterUpdate);
  });
});
