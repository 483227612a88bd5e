import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { MASTER_KEYS } from 'shared-api/contract';
import { createDatabase, migrateToLatest } from '../../../api-server/src/db/database';
import type { Database, NewProperty } from '../../../api-server/src/db/schema';
import { hashPassword } from '../../../api-server/src/lib/password';
import { formatPrpId } from '../../../api-server/src/repositories/properties-write';
import { MASTER_SEED } from '../../../api-server/src/seed/master-values';
import { createRandom, type Random } from '../../support/seeded-random';

/** scrypt N of production (AppConfig.scryptCost): the login set measures the real cost. */
const PRODUCTION_SCRYPT_COST = 131_072;
/** ~47 columns a row: 400 rows stay under SQLite's 32,766 bound parameters per statement. */
const BATCH_ROWS = 400;
const BATCHES_PER_TRANSACTION = 25;
const SHARED_IMAGES = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

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

type Lookups = Record<(typeof MASTER_KEYS)[number], number[]>;

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

/**
 * Bedroom counts as Pune's listings spread them (1 RK to 5 BHK; 2 and 3 BHK most), and the carpet
 * area range of each, sq.ft. One listing in ten (plots, shops, offices) has neither.
 */
const HOMES: readonly { bedrooms: number; weight: number; carpet: readonly [number, number] }[] = [
  { bedrooms: 0, weight: 3, carpet: [250, 380] },
  { bedrooms: 1, weight: 14, carpet: [380, 550] },
  { bedrooms: 2, weight: 33, carpet: [600, 850] },
  { bedrooms: 3, weight: 29, carpet: [900, 1_300] },
  { bedrooms: 4, weight: 8, carpet: [1_300, 1_900] },
  { bedrooms: 5, weight: 3, carpet: [1_900, 3_000] },
];
const HOME_WEIGHTS = HOMES.reduce((sum, home) => sum + home.weight, 0);

function homeColumns(random: Random): Pick<NewProperty, 'bedrooms' | 'carpet_area'> {
  let roll = random.int(1, HOME_WEIGHTS + 10);
  for (const { bedrooms, weight, carpet } of HOMES) {
    roll -= weight;
    if (roll <= 0) return { bedrooms, carpet_area: random.int(carpet[0], carpet[1]) };
  }
  return { bedrooms: null, carpet_area: null };
}

function propertyRow(
  id: number,
  random: Random,
  lookups: Lookups,
  users: number[],
  images: string[],
  now: number,
): NewProperty & { id: number } {
  const city = random.pick(lookups.cities);
  const created = new Date(now - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS)).toISOString();
  const units = random.int(20, 400);
  return {
    id,
    prp_id: formatPrpId(id),
    address: `Survey No. ${random.int(1, 999)}, Lane ${random.int(1, 40)}, Pune`,
    city_id: city,
    status_id: random.pick(lookups.statuses),
    project_name: `Bench Residency ${id}`,
    // Rupees, 20 lakh to 5 crore, in thousands.
    price: random.int(2_000, 50_000) * 1_000,
    image1: random.pick(images),
    image2: random.pick(images),
    image3: null,
    image4: null,
    image5: null,
    image6: null,
    video: null,
    map: 'https://www.google.com/maps/embed?pb=bench',
    project_type_id: random.pick(lookups.project_types),
    property_type_id: random.pick(lookups.property_types),
    ownership_type_id: random.pick(lookups.ownership_types),
    transaction_type_id: random.pick(lookups.transaction_types),
    possession_type_id: random.pick(lookups.possession_types),
    facing_id: random.pick(lookups.facings),
    floor_type_id: random.pick(lookups.floor_types),
    water_source_id: random.pick(lookups.water_sources),
    power_backup_id: random.pick(lookups.power_backups),
    size: random.int(500, 5_000),
    unit: 'sqft',
    profession: `${random.int(2026, 2030)}-0${random.int(1, 9)}`,
    launch_year: `${random.int(2018, 2025)}-0${random.int(1, 9)}`,
    price_from: null,
    no_of_tower: random.int(1, 12),
    no_of_units: units,
    available_units: random.int(0, units),
    no_of_floors: random.int(2, 40),
    oc: 'yes',
    cc: 'yes',
    overlooking: 'Garden',
    reserve_parking: 'yes',
    metro_railway: random.int(1, 100) / 10,
    bus_stop: random.int(1, 50) / 10,
    hospital: random.int(1, 80) / 10,
    school: random.int(1, 60) / 10,
    created_by: random.pick(users),
    created_at: created,
    updated_at: created,
    ...homeColumns(random),
  };
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
