import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MASTER_KEYS } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/password';
import { nowIso } from '../lib/tokens';
import type { AppConfig } from '../plugins/env';
import { countLookup, insertLookup } from '../repositories/masters';
import { countUsers, insertUser } from '../repositories/users';
import { seedDemoProperties } from './demo-properties';
import { MASTER_SEED } from './master-values';

/** What the first start did, for the start banner. */
export interface SeedResult {
  /** Set only when the admin was just created with a generated password (printed once). */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
  mastersSeeded: boolean;
  /** Demo listings created (SEED_DEMO on an empty database). */
  demoProperties: number;
}

/** The admin: the first user (id 1 on a fresh database). */
async function seedAdmin(db: Kysely<Database>, config: AppConfig): Promise<string | null> {
  const generated = config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generated ?? '';
  const now = nowIso();
  await insertUser(db, {
    name: 'Administrator',
    email:
      config.messages.adminEmail?.toLowerCase() ??
      `${config.adminUsername.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'admin'}@property-site.local`,
    mobile: '0000000000',
    username: config.adminUsername,
    password_hash: await hashPassword(password, config.scryptCost),
    remark: 'Created on first start',
    role: 'admin',
    is_active: 1,
    created_at: now,
    updated_at: now,
  });
  return generated;
}

async function seedMasters(db: Kysely<Database>): Promise<boolean> {
  for (const key of MASTER_KEYS) {
    if ((await countLookup(db, key)) > 0) return false;
  }
  await db.transaction().execute(async (trx) => {
    for (const key of MASTER_KEYS) {
      for (const name of MASTER_SEED[key]) await insertLookup(trx, key, { name, now: nowIso() });
    }
  });
  return true;
}

/** What a start seeds beyond the admin. */
export interface SeedOptions {
  /**
   * The lookup lists (true unless told). Only the API tests' build() says false: each test adds
   * the rows it needs, and the first start's lists are tested on their own.
   */
  lookups?: boolean;
}

/**
 * First start on an empty database: the admin, the lookup lists, then (SEED_DEMO) the demo
 * listings. The lists come whatever SEED_DEMO says (decision 094): without them no listing can be
 * added, so a broker going live could not start. Runs after the migrations; each step only acts
 * on empty tables, so restarts change nothing.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  config: AppConfig,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const adminCreated = (await countUsers(db)) === 0;
  const generatedAdminPassword = adminCreated ? await seedAdmin(db, config) : null;
  const mastersSeeded = options.lookups === false ? false : await seedMasters(db);
  const demoProperties = config.seedDemo ? await seedDemoProperties(db, config) : 0;
  return { generatedAdminPassword, adminCreated, mastersSeeded, demoProperties };
}
