import { sql, type Insertable } from 'kysely';
import { createDatabase } from '../../../api-server/src/db/database';
import type { RequirementTable } from '../../../api-server/src/db/schema';
import { pairRequirement } from '../../../api-server/src/repositories/requirement-pairs';
import { createRandom, type Random } from '../../support/seeded-random';
import type { SeedTarget } from './bulk-seed';

/** 12 columns a row: far under SQLite's bound parameters per statement. */
const BATCH_ROWS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** BHK asked for, as the issue counts searches: 2 and 3 BHK most, then 1 and 4. */
const BHK_WEIGHTS: readonly [number, number][] = [
  [0, 3],
  [1, 15],
  [2, 37],
  [3, 32],
  [4, 10],
  [5, 3],
];

function pickBhk(random: Random): number {
  let roll = random.int(1, 100);
  for (const [bedrooms, weight] of BHK_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return bedrooms;
  }
  return 2;
}

/** A budget around a price Pune buyers ask (25 L to 4 Cr), ±20 %, in lakhs; renters far less. */
function budget(random: Random, rent: boolean): [number, number] {
  const lakh = 100_000;
  const centre = rent
    ? random.int(2, 20) * lakh
    : Math.round(25 * 1.05 ** random.int(0, 56)) * lakh;
  return [Math.round((centre * 0.8) / lakh) * lakh, Math.round((centre * 1.2) / lakh) * lakh];
}

interface RequirementRows {
  requirement: Insertable<RequirementTable> & { id: number };
  types: number[];
  bedrooms: number[];
  cities: number[];
}

function requirementRow(
  id: number,
  random: Random,
  lookups: Record<string, number[]>,
  now: number,
): RequirementRows {
  const rent = random.chance(0.2);
  const [from, to] = budget(random, rent);
  const created = new Date(now - random.int(0, 365) * DAY_MS - random.int(0, DAY_MS)).toISOString();
  const bhk = pickBhk(random);
  return {
    requirement: {
      id,
      user_id: null,
      name: `Buyer ${id}`,
      mobile: `9${String(100_000_000 + id).slice(-9)}`,
      email: random.chance(0.7) ? `buyer${id}@bench.local` : null,
      purpose: rent ? 'rent' : 'buy',
      budget_from: from,
      budget_to: to,
      possession: random.pick(['ready', 'under_construction', 'any'] as const),
      note: null,
      status: random.chance(0.8) ? 'open' : random.pick(['contacted', 'closed'] as const),
      created_by: null,
      created_at: created,
      updated_at: created,
    },
    // Most name one or two types, one in five leaves it open; most want one BHK or the next.
    types: random.chance(0.2) ? [] : random.sample(lookups.property_types ?? [], random.int(1, 2)),
    bedrooms: random.chance(0.1) ? [] : random.chance(0.5) ? [bhk] : [bhk, Math.min(bhk + 1, 5)],
    cities: random.chance(0.05) ? [] : random.sample(lookups.cities ?? [], random.int(1, 3)),
  };
}

/**
 * `count` requirements with their lists and their pairs in the seeded database (the API may be running: SQLite
 * waits on its busy timeout), deterministic for a count. Spread as buyers ask (decision 089).
 */
export async function seedRequirements(
  target: SeedTarget,
  count: number,
  lookups: Record<string, number[]>,
): Promise<void> {
  const db = createDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    sqliteFile: 'property-site.sqlite',
    pgSchema: target.pgSchema ?? null,
  });
  try {
    const random = createRandom(count + 1);
    const now = Date.now();
    let pairSeconds = 0;
    for (let first = 1; first <= count; first += BATCH_ROWS) {
      const rows: RequirementRows[] = [];
      for (let id = first; id < Math.min(first + BATCH_ROWS, count + 1); id += 1) {
        rows.push(requirementRow(id, random, lookups, now));
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('requirements')
          .values(rows.map((row) => row.requirement))
          .execute();
        const links = <T>(make: (row: RequirementRows) => T[]) => rows.flatMap(make);
        const types = links((row) =>
          row.types.map((typeId) => ({
            requirement_id: row.requirement.id,
            property_type_id: typeId,
          })),
        );
        const bedrooms = links((row) =>
          [...new Set(row.bedrooms)].map((value) => ({
            requirement_id: row.requirement.id,
            bedrooms: value,
          })),
        );
        const cities = links((row) =>
          row.cities.map((cityId) => ({ requirement_id: row.requirement.id, city_id: cityId })),
        );
        if (types.length > 0)
          await trx.insertInto('requirement_property_types').values(types).execute();
        if (bedrooms.length > 0)
          await trx.insertInto('requirement_bedrooms').values(bedrooms).execute();
        if (cities.length > 0) await trx.insertInto('requirement_cities').values(cities).execute();
        // Their pairs as the API stores them, then dated when the API would have made each:
        // when the later of its listing and its requirement was created.
        const pairing = performance.now();
        for (const row of rows) {
          const { id, purpose, budget_from, budget_to } = row.requirement;
          await pairRequirement(
            trx,
            id,
            {
              purpose,
              budget_from,
              budget_to,
              propertyTypes: row.types,
              bedrooms: [...new Set(row.bedrooms)],
              cities: row.cities,
            },
            new Date(now).toISOString(),
          );
        }
        await trx
          .updateTable('requirement_matches as m')
          .set({
            matched_at: sql<string>`(select case when p.created_at > r.created_at
              then p.created_at else r.created_at end
              from properties p, requirements r where p.id = m.property_id and r.id = m.requirement_id)`,
          })
          .where('m.requirement_id', '>=', first)
          .where('m.requirement_id', '<', first + BATCH_ROWS)
          .execute();
        pairSeconds += (performance.now() - pairing) / 1000;
      });
    }
    const week = new Date(now - 7 * DAY_MS).toISOString();
    const pairs = await db
      .selectFrom('requirement_matches')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string>(sql`case when matched_at >= ${week} then 1 else 0 end`)
          .as('new'),
      ])
      .executeTakeFirstOrThrow();
    process.stdout.write(
      `  ${Number(pairs.total)} pairs (${Number(pairs.new)} of the last 7 days) stored in ` +
        `${pairSeconds.toFixed(1)} s\n`,
    );
  } finally {
    await db.destroy();
  }
}
