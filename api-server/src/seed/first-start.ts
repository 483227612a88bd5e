import { sql, type Kysely } from 'kysely';
import { engineOf, migrateToLatest } from '../db/database';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed';

/** PostgreSQL advisory lock key of the start-up work (any fixed number of this product's own). */
const PREPARE_LOCK = 7_304_391_001;

async function migrateAndSeed(
  db: Kysely<Database>,
  config: AppConfig,
  options: SeedOptions,
): Promise<SeedResult> {
  await migrateToLatest(db);
  return seedDatabase(db, config, options);
}

/**
 * Every start: migrate, then seed whatever is still empty (admin, lookups, demo listings). On
 * PostgreSQL several API processes may start together on a fresh database: each waits for the
 * others' start-up work under one advisory lock, held on a connection of its own, so exactly one
 * seeds and the rest find it done. SQLite has one API process (decision 082).
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  config: AppConfig,
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (engineOf(db) !== 'postgres') return migrateAndSeed(db, config, options);
  return db.connection().execute(async (lockHolder) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(lockHolder);
    try {
      return await migrateAndSeed(db, config, options);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(lockHolder);
    }
  });
}
