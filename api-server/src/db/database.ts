import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type KyselyConfig,
  type MigrationResultSet,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../plugins/env';
import { migrationsFor, type Engine } from './migrations';
import { keepingPool } from './pg-prepared';
import type { Database } from './schema';
import { cacheStatements } from './sqlite-statements';

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
// Ids, counts and rupees are bigint/numeric on PostgreSQL; they stay well within 2^53, so the app
// sees plain numbers on both engines.
pg.types.setTypeParser(PG_INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(PG_NUMERIC, (value) => Number.parseFloat(value));

// What each database handle made here runs on (Kysely does not say), and for SQLite its write
// count (see cacheStatements).
const engines = new WeakMap<Kysely<Database>, Engine>();
const dataVersions = new WeakMap<Kysely<Database>, () => number>();

export type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'sqliteFile'> & {
  /** PostgreSQL only: the schema to work in (tests use one fresh schema per app). */
  pgSchema?: string | null;
  /** Kysely's query log: tests count the statements a request runs. */
  log?: KyselyConfig['log'];
};

export function isPostgresUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

/** SQLite in dataDir, or PostgreSQL when databaseUrl is set. */
export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.databaseUrl) {
    if (!isPostgresUrl(config.databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: keepingPool(pool) }),
      log: config.log,
    });
    engines.set(db, 'postgres');
    return db;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(path.join(config.dataDir, config.sqliteFile));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const statements = cacheStatements(file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statements }),
    log: config.log,
  });
  engines.set(db, 'sqlite');
  dataVersions.set(db, () => statements.writeCount);
  return db;
}

/** The engine of a database handle made by createDatabase. */
export function engineOf(db: Kysely<Database>): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error('engineOf: the database was not made by createDatabase');
  return engine;
}

/**
 * A function whose answer changes whenever this process may have changed the data, when it is the
 * only writer (SQLite); undefined with PostgreSQL, where other processes write too (there the
 * list's version is a row: db/list-version.ts).
 */
export function dataVersionOf(db: Kysely<Database>): (() => number) | undefined {
  return dataVersions.get(db);
}

/**
 * PostgreSQL: the schema the connection works in. The migrator's own tables must live there too,
 * or a second schema on the same database would see the first one's migration tables.
 */
async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrationsFor(engineOf(db))) },
    migrationTableSchema: await currentSchema(db),
  });
}

function assertMigrated({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return assertMigrated(await (await createMigrator(db)).migrateToLatest());
}

/** Undoes the latest migration; returns the names it undid. */
export async function migrateDown(db: Kysely<Database>): Promise<string[]> {
  return assertMigrated(await (await createMigrator(db)).migrateDown());
}
