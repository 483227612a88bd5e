import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/database';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { seedDatabase, type SeedResult } from './seed';

/** Every start: migrate, then seed whatever is still empty (admin, lookups, demo listings). */
export async function prepareDatabase(
  db: Kysely<Database>,
  config: AppConfig,
): Promise<SeedResult> {
  await migrateToLatest(db);
  return seedDatabase(db, config);
}
