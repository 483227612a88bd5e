import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import type { TestApp } from '../helpers/build';

/** A second database handle on `t`'s data, with the SQL text of every statement it runs. */
export interface CountedDatabase {
  db: Kysely<Database>;
  /** Every statement run so far, in order; tests empty it between steps. */
  statements: string[];
}

/** `t`'s PostgreSQL schema (each test app works in a fresh one), or null on SQLite. */
async function schemaOf(t: TestApp): Promise<string | null> {
  if (!t.config.databaseUrl) return null;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  return result.rows[0]?.schema ?? null;
}

/**
 * Opens `t`'s database again, as another API process would: its own PostgreSQL pool, or its own
 * SQLite connection to the same file.
 */
export async function openAgain(t: TestApp): Promise<CountedDatabase> {
  const statements: string[] = [];
  const db = createDatabase({
    ...t.config,
    pgSchema: await schemaOf(t),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  return { db, statements };
}

/** Another app on `db` (closing it closes `db`). */
export async function appOn(t: TestApp, db: Kysely<Database>): Promise<FastifyInstance> {
  const app = await buildApp(t.config, { db });
  await app.ready();
  return app;
}
