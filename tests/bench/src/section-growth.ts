import { measureRotating, round, type LoadResult, type SerialSpec } from './load';
import type { BenchOptions } from './options';
import { createBenchSchema } from './pg-schema';
import { explainList, type QueryEvidence } from './query-plans';
import { createRandom } from '../../support/seeded-random';
import { LIST_FIRST_PAGE, runPairedSets, type PairedSet } from './section-api';
import { startHelloServer, startSeededApi, type SeededApi } from './servers';

/** City, type and a 50 L to 1.5 Cr price range, cheapest first: the home page's filter form. */
const MIN_PRICE = 5_000_000;
const MAX_PRICE = 15_000_000;

export interface GrowthStep {
  properties: number;
  seedSeconds: number;
  sets: PairedSet[];
  /** The same reads one at a time (1 connection): the service time, least bent by a busy machine. */
  serial: LoadResult[];
  /** The list's statements as the repository sends them, with plans and times alone. */
  evidence: { firstPage: QueryEvidence[]; filtered: QueryEvidence[] };
}

export interface GrowthRatio {
  name: string;
  /** Largest size / smallest size, 1 connection (the budget's figure). */
  serialP50Ratio: number;
  /** Largest size / smallest size, at the configured connections. */
  p50Ratio: number;
  p99Ratio: number;
  /** Smallest / largest throughput, each as a share of the hello server's (noise-corrected). */
  normalizedRpsRatio: number;
}

export interface GrowthSectionResult {
  database: 'sqlite' | 'postgresql';
  steps: GrowthStep[];
  smallest: number;
  largest: number;
  ratios: GrowthRatio[];
}

function filteredPath(cityId: number, typeId: number): string {
  return `/api/property/properties?limit=12&city=${cityId}&type=${typeId}&minPrice=${MIN_PRICE}&maxPrice=${MAX_PRICE}&sort=price_asc`;
}

interface SizeUnderTest {
  properties: number;
  api: SeededApi;
  /** Stops the API and drops its PostgreSQL schema, if any. */
  stop(): Promise<void>;
  specs: SerialSpec[];
  cityId: number;
  typeId: number;
}

async function startSize(properties: number, url: string | null): Promise<SizeUnderTest> {
  process.stdout.write(`Growth${url ? ' on PostgreSQL' : ''}: seeding ${properties} properties\n`);
  const schema = url ? await createBenchSchema(url) : null;
  let api: SeededApi;
  try {
    api = await startSeededApi(properties, { url, schema: schema?.name });
  } catch (error) {
    await schema?.drop();
    throw error;
  }
  const stop = async () => {
    await api.stop();
    await schema?.drop();
  };
  process.stdout.write(`  seeded in ${api.seed.seconds.toFixed(1)} s\n`);
  const cityId = api.seed.lookupIds.cities?.[0] ?? 1;
  const typeId = api.seed.lookupIds.property_types?.[0] ?? 1;
  const random = createRandom(11);
  const specs = [
    { name: 'list first page', path: LIST_FIRST_PAGE },
    { name: 'filtered page', path: filteredPath(cityId, typeId) },
    {
      name: 'details read',
      path: '/api/property/details/1',
      nextPath: () => `/api/property/details/${random.int(1, properties)}`,
    },
  ];
  return { properties, api, stop, specs, cityId, typeId };
}

async function evidenceOf(
  size: SizeUnderTest,
  url: string | null,
): Promise<GrowthStep['evidence']> {
  // SQLite's plans only: they are read from the seeded file.
  if (url) return { firstPage: [], filtered: [] };
  const page = { limit: 12, offset: 0, sort: 'newest' as const };
  return {
    firstPage: await explainList(size.api.dataDir, {}, page),
    filtered: await explainList(
      size.api.dataDir,
      {
        cityId: size.cityId,
        propertyTypeId: size.typeId,
        minPrice: MIN_PRICE,
        maxPrice: MAX_PRICE,
      },
      { ...page, sort: 'price_asc' },
    ),
  };
}

function ratiosOf(small: GrowthStep, large: GrowthStep): GrowthRatio[] {
  return small.sets.map((smallSet) => {
    const largeSet = large.sets.find((set) => set.name === smallSet.name);
    if (!largeSet) throw new Error(`growth: ${smallSet.name} missing at ${large.properties}`);
    const safe = (value: number) => (value > 0 ? value : Number.NaN);
    const serialOf = (step: GrowthStep) =>
      step.serial.find((item) => item.label === smallSet.name)?.p50Ms ?? 0;
    return {
      name: smallSet.name,
      serialP50Ratio: round(serialOf(large) / safe(serialOf(small)), 2),
      p50Ratio: round(largeSet.api.p50Ms / safe(smallSet.api.p50Ms), 2),
      p99Ratio: round(largeSet.api.p99Ms / safe(smallSet.api.p99Ms), 2),
      normalizedRpsRatio: round(smallSet.rpsRatio / safe(largeSet.rpsRatio), 2),
    };
  });
}

/**
 * Section 2: the same three reads at each size; the time must stay flat as the table grows. On
 * PostgreSQL (`url`) each size has a schema of its own.
 */
export async function runGrowthSection(
  options: BenchOptions,
  url: string | null = null,
): Promise<GrowthSectionResult> {
  const sizes: SizeUnderTest[] = [];
  try {
    for (const properties of [...options.growthSizes].sort((a, b) => a - b)) {
      sizes.push(await startSize(properties, url));
    }
    const hello = await startHelloServer();
    const steps: GrowthStep[] = [];
    try {
      const sets = new Map<SizeUnderTest, PairedSet[]>();
      for (const size of sizes) {
        process.stdout.write(`  at ${size.properties} properties\n`);
        sets.set(size, await runPairedSets(size.api, hello, size.specs, options));
      }
      process.stdout.write('  one request at a time, rotating over the sizes\n');
      const serial = await measureRotating(sizes, Math.max(3, options.duration), (size) => ({
        url: size.api.url,
        specs: size.specs,
      }));
      for (const size of sizes) {
        steps.push({
          properties: size.properties,
          seedSeconds: round(size.api.seed.seconds),
          sets: sets.get(size) ?? [],
          serial: serial.get(size) ?? [],
          evidence: await evidenceOf(size, url),
        });
      }
    } finally {
      await hello.stop();
    }
    const small = steps[0];
    const large = steps[steps.length - 1];
    if (!small || !large) throw new Error('growth: no sizes');
    return {
      database: url ? 'postgresql' : 'sqlite',
      steps,
      smallest: small.properties,
      largest: large.properties,
      ratios: ratiosOf(small, large),
    };
  } finally {
    await Promise.all(sizes.map((size) => size.stop()));
  }
}
