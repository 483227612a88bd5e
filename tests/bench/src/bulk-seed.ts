import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { MASTER_KEYS } from 'shared-api/contract';
import { createDatabase, migrateToLatest } from '../../../api-server/src/db/database';
import type { Database, NewProperty } from '../../../api-server/src/db/schema';
import { hashPassword } from '../../../api-server/src/lib/password';
import { MASTER_SEED } from '../../../api-server/src/seed/master-values';
import { createRandom, type Random } from '../../support/seeded-random';
import { propertyRow, type Lookups } from './bulk-seed-rows';

/** scrypt N of production (AppConfig.scryptCost): the login set measures the real cost. */
const PRODUCTION_SCRYPT_COST = 131_072;
/** ~47 columns a row: 400 rows stay under SQLite's 32,766 bound parameters per statement. */
const BATCH_ROWS = 400;
const BATCHES_PER_TRANSACTION = 25;
const SHARED_IMAGES = 8;

export const BENCH_ADMIN = { username: 'admin', password: 'Bench-admin-Passw0rd!' } as const;

export interface SeedTarget {
  dataDir: string;
  databaseUrl: string | null;
  pgSchema?: string | null;
}

export interface SeedSummary {
  properties: number;
  seconds: number;
  lookupIds: Record<string, number[]>;
}

async function seedLookups(db: Kysely<Database>): Promise<Lookups> {
  const lookups = {} as Lookups;
  for (const key of MASTER_KEYS) {
    const rows = await db
      .insertInto(key)
      .values(MASTER_SEED[key].map((name) => ({ name })))
      .returning('id')
      .execute();
    lookups[key] = rows.map((row) => row.id);
  }
  return lookups;
}

async function seedUsers(db: Kysely<Database>): Promise<number[]> {
  const hash = await hashPassword(BENCH_ADMIN.password, PRODUCTION_SCRYPT_COST);
  const now = new Date().toISOString();
  const users = ['admin', 'agent1', 'agent2', 'agent3'].map((username, index) => ({
    name: index === 0 ? 'Administrator' : `Agent ${index}`,
    email: `${username}@bench.local`,
    mobile: `98000000${String(index).padStart(2, '0')}`,
    username,
    password_hash: hash,
    role: index === 0 ? ('admin' as const) : ('agent' as const),
    is_active: 1,
    created_at: now,
    updated_at: now,
  }));
  const rows = await db.insertInto('users').values(users).returning('id').execute();
  return rows.map((row) => row.id);
}

/** A handful of small generated pictures (and their card variants) that every row points at. */
async function writeSharedImages(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'uploads', 'images');
  mkdirSync(folder, { recursive: true });
  const paths: string[] = [];
  for (let index = 0; index < SHARED_IMAGES; index += 1) {
    const name = `bench-${index}`;
    const picture = sharp({
      create: {
        width: 1280,
        height: 720,
        channels: 3,
        background: { r: 40 * index, g: 120, b: 200 - 20 * index },
      },
    });
    await picture
      .clone()
      .jpeg({ quality: 80 })
      .toFile(path.join(folder, `${name}.jpg`));
    await picture
      .clone()
      .resize(480)
      .webp()
      .toFile(path.join(folder, `${name}-card.webp`));
    await picture
      .clone()
      .resize(800)
      .webp()
      .toFile(path.join(folder, `${name}-medium.webp`));
    await picture
      .clone()
      .webp()
      .toFile(path.join(folder, `${name}-gallery.webp`));
    paths.push(`uploads/images/${name}.jpg`);
  }
  return paths;
}

async function insertBatch(
  db: Kysely<Database>,
  rows: (NewProperty & { id: number })[],
  random: Random,
  lookups: Lookups,
) {
  await db.insertInto('properties').values(rows).execute();
  const amenities = rows.flatMap((row) =>
    random
      .sample(lookups.amenities, 4)
      .map((amenityId) => ({ property_id: row.id, amenity_id: amenityId })),
  );
  const sanctions = rows.flatMap((row) =>
    random
      .sample(lookups.sanctions, 2)
      .map((sanctionId) => ({ property_id: row.id, sanction_id: sanctionId, file: null })),
  );
  await db.insertInto('property_amenities').values(amenities).execute();
  await db.insertInto('property_sanctions').values(sanctions).execute();
}

/**
 * A fresh database in the app's schema (its own migrations) with the lookup lists, an admin and
 * three agents, and `count` properties with amenity and sanction links, written in batched
 * multi-row inserts inside transactions. Deterministic: the same count gives the same rows.
 */
export async function bulkSeed(target: SeedTarget, count: number): Promise<SeedSummary> {
  const started = performance.now();
  const db = createDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    sqliteFile: 'property-site.sqlite',
    pgSchema: target.pgSchema ?? null,
  });
  try {
    await migrateToLatest(db);
    const lookups = await seedLookups(db);
    const users = await seedUsers(db);
    const images = await writeSharedImages(target.dataDir);
    const random = createRandom(count);
    const now = Date.now();
    for (let first = 1; first <= count; first += BATCH_ROWS * BATCHES_PER_TRANSACTION) {
      await db.transaction().execute(async (trx) => {
        const end = Math.min(count, first + BATCH_ROWS * BATCHES_PER_TRANSACTION - 1);
        for (let start = first; start <= end; start += BATCH_ROWS) {
          const ids = Array.from(
            { length: Math.min(BATCH_ROWS, end - start + 1) },
            (_, n) => start + n,
          );
          const rows = ids.map((id) => propertyRow(id, random, lookups, users, images, now));
          await insertBatch(trx, rows, random, lookups);
        }
      });
    }
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // Explicit ids leave the sequence behind; the app's own inserts must not collide.
      await sql`select setval(pg_get_serial_sequence('properties', 'id'), ${count})`.execute(db);
      await sql`analyze`.execute(db);
    } else {
      await sql`analyze`.execute(db);
    }
    return { properties: count, seconds: (performance.now() - started) / 1000, lookupIds: lookups };
  } finally {
    await db.destroy();
  }
}
