import { BENCH_ADMIN } from './bulk-seed';
import { measureRotating, round, type LoadResult } from './load';
import type { BenchOptions } from './options';
import { seedRequirements } from './requirement-seed';
import { createRandom } from '../../support/seeded-random';
import { runPairedSets, type PairedSet } from './section-api';
import { startHelloServer, startSeededApi, type SeededApi } from './servers';

/** The calls decision 089 budgets: their growth from the smallest to the largest size. */
export const BUDGETED_REQUIREMENT_CALLS: readonly string[] = [
  'requirement matches',
  'listing requirements',
];

/** Requirements at every size: the brief's 10,000 (decision 089). */
export const BENCH_REQUIREMENTS = 10_000;
const PAGE = 'limit=20';

export interface RequirementStep {
  properties: number;
  requirements: number;
  seedSeconds: number;
  sets: PairedSet[];
  /** The same reads one at a time (1 connection): the service time. */
  serial: LoadResult[];
}

export interface RequirementRatio {
  name: string;
  serialP50Ratio: number;
  p50Ratio: number;
  p99Ratio: number;
}

export interface RequirementsSectionResult {
  steps: RequirementStep[];
  smallest: number;
  largest: number;
  ratios: RequirementRatio[];
}

interface SizeUnderTest {
  properties: number;
  api: SeededApi;
  seedSeconds: number;
  headers: Record<string, string>;
  specs: { name: string; path: string; nextPath: () => string; note: string }[];
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function startSize(properties: number): Promise<SizeUnderTest> {
  process.stdout.write(`Requirements: seeding ${properties} properties\n`);
  const started = performance.now();
  const api = await startSeededApi(properties);
  try {
    process.stdout.write(`  and ${BENCH_REQUIREMENTS} requirements\n`);
    await seedRequirements(
      { dataDir: api.dataDir, databaseUrl: null },
      BENCH_REQUIREMENTS,
      api.seed.lookupIds,
    );
    const token = await signIn(api.url);
    const random = createRandom(23);
    const requirementPath = (id: number) => `/api/requirements/${id}/matches?${PAGE}`;
    const listingPath = (id: number) => `/api/property/${id}/requirements?${PAGE}`;
    return {
      properties,
      api,
      seedSeconds: round((performance.now() - started) / 1000),
      headers: { authorization: `Bearer ${token}` },
      specs: [
        {
          name: 'requirement matches',
          path: requirementPath(1),
          nextPath: () => requirementPath(random.int(1, BENCH_REQUIREMENTS)),
          note: 'a random requirement per request, first page of 20',
        },
        {
          name: 'listing requirements',
          path: listingPath(1),
          nextPath: () => listingPath(random.int(1, properties)),
          note: 'a random listing per request, first page of 20',
        },
        // Not in the budget, measured so that a slow screen shows: the admin's list
        // counts each row's matches, and the dashboard (polled for the bell) counts new matches.
        {
          name: 'requirements list',
          path: '/api/requirements?limit=10',
          nextPath: () => '/api/requirements?limit=10',
          note: "the admin's first page of 10, each row with its match count",
        },
        {
          name: 'dashboard summary',
          path: '/api/dashboard/summary',
          nextPath: () => '/api/dashboard/summary',
          note: 'the counts on every admin page, new matches of the last 7 days among them',
        },
      ],
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

function ratiosOf(small: RequirementStep, large: RequirementStep): RequirementRatio[] {
  const safe = (value: number) => (value > 0 ? value : Number.NaN);
  return small.sets.map((smallSet) => {
    const largeSet = large.sets.find((set) => set.name === smallSet.name);
    if (!largeSet) throw new Error(`requirements: ${smallSet.name} missing`);
    const serialOf = (step: RequirementStep) =>
      step.serial.find((item) => item.label === smallSet.name)?.p50Ms ?? 0;
    return {
      name: smallSet.name,
      serialP50Ratio: round(serialOf(large) / safe(serialOf(small)), 2),
      p50Ratio: round(largeSet.api.p50Ms / safe(smallSet.api.p50Ms), 2),
      p99Ratio: round(largeSet.api.p99Ms / safe(smallSet.api.p99Ms), 2),
    };
  });
}

/**
 * The matching calls (decision 089): a requirement's listings and a listing's requirements, with
 * 10,000 requirements, at the smallest and the largest growth size, at the configured
 * connections and one at a time; the time must stay flat as the listings grow.
 */
export async function runRequirementsSection(
  options: BenchOptions,
): Promise<RequirementsSectionResult> {
  const ordered = [...options.growthSizes].sort((a, b) => a - b);
  const wanted = [...new Set([ordered[0] ?? 1_000, ordered[ordered.length - 1] ?? 100_000])];
  const sizes: SizeUnderTest[] = [];
  try {
    for (const properties of wanted) sizes.push(await startSize(properties));
    const hello = await startHelloServer();
    const sets = new Map<SizeUnderTest, PairedSet[]>();
    try {
      for (const size of sizes) {
        process.stdout.write(`  at ${size.properties} properties\n`);
        const specs = size.specs.map((spec) => ({ ...spec, headers: size.headers }));
        sets.set(size, await runPairedSets(size.api, hello, specs, options));
      }
    } finally {
      await hello.stop();
    }
    process.stdout.write('  one request at a time, rotating over the sizes\n');
    const serial = await measureRotating(sizes, Math.max(3, options.duration), (size) => ({
      url: size.api.url,
      specs: size.specs.map((spec) => ({ ...spec, headers: size.headers })),
    }));
    const steps = sizes.map((size) => ({
      properties: size.properties,
      requirements: BENCH_REQUIREMENTS,
      seedSeconds: size.seedSeconds,
      sets: sets.get(size) ?? [],
      serial: serial.get(size) ?? [],
    }));
    const small = steps[0];
    const large = steps[steps.length - 1];
    if (!small || !large) throw new Error('requirements: no sizes');
    return {
      steps,
      smallest: small.properties,
      largest: large.properties,
      ratios: ratiosOf(small, large),
    };
  } finally {
    await Promise.all(sizes.map((size) => size.api.stop()));
  }
}
