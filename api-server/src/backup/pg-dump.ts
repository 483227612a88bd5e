import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DatabaseSnapshot } from './snapshot';

const run = promisify(execFile);

/** Row counts of the working schema's tables and its newest migration, read live. */
async function describePostgres(
  db: Kysely<Database>,
): Promise<Omit<DatabaseSnapshot, 'createdAt'>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{
      count: number;
    }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    rowCounts[name] = Number(result.rows[0]?.count ?? 0);
  }
  const names = tables.rows.map((row) => row.name);
  const version = names.includes('kysely_migration')
    ? await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db)
    : null;
  return { rowCounts, schemaVersion: version?.rows[0]?.name ?? null };
}

/** Whether pg_dump can be run here. */
export async function hasPgDump(): Promise<boolean> {
  return run('pg_dump', ['--version']).then(
    () => true,
    () => false,
  );
}

/**
 * PostgreSQL: `pg_dump --format=custom` of the schema the API works in (its tables and its
 * migrations' tables; other schemas of the database are not the site's) into `target`: one
 * consistent snapshot, by pg_dump's own transaction. The row counts are read beside it, so they
 * describe about the same moment, not exactly it.
 */
export async function dumpPostgres(
  databaseUrl: string,
  target: string,
  db: Kysely<Database>,
): Promise<DatabaseSnapshot> {
  const createdAt = new Date().toISOString();
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = current.rows[0]?.schema ?? 'public';
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--schema=${schema}`,
    `--file=${target}`,
    `--dbname=${databaseUrl}`,
  ]);
  return { createdAt, ...(await describePostgres(db)) };
}
