import { parseArgs } from 'node:util';

export const SECTIONS = [
  'api',
  'growth',
  'postgres',
  'ssr',
  'frontend',
  'uploads',
  'requirements',
  'outbox',
  'backup',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: Section[];
  /** Seconds per autocannon set. */
  duration: number;
  connections: number;
  /** Connections of the login set: scrypt (N=2^17) is slow by design, on a small thread pool. */
  loginConnections: number;
  /** Properties of the API (and PostgreSQL) sections. */
  apiSize: number;
  growthSizes: number[];
  /** Page loads per throttled FCP/LCP measurement (the median is reported). */
  pageRuns: number;
  /** Lighthouse runs per page; the median run (Lighthouse's own pick) is reported. */
  lighthouseRuns: number;
  skipLighthouse: boolean;
  databaseUrl: string | null;
  quick: boolean;
}

const HELP = `npm run bench -- [options]

  --only <a,b>            sections to run: api, growth, postgres, ssr, frontend, uploads,
                          requirements (matching with 10,000 requirements, at the smallest
                          and largest growth sizes), outbox (the enquiry beside a fast
                          and a slow mail server; a burst of 100 enquiries to the mail server),
                          backup (npm run backup at 10k/100k: time, size, the list's p99)
                          (default: all; postgres only when DATABASE_URL is set)
  --quick                 3 s per load set, growth at 1k/10k, one page run
  --duration <s>          seconds per load set (default 10)
  --connections <n>       connections per load set (default 50)
  --login-connections <n> connections for the login set (default 4)
  --api-size <n>          properties for the API and ssr sections (default 10000)
  --growth-sizes <a,b,c>  property counts of the growth section (default 1000,10000,100000)
  --page-runs <n>         throttled page loads per page (frontend, ssr), median reported
                          (default 3)
  --lighthouse-runs <n>   Lighthouse runs per page, the median run reported (default 5)
  --no-lighthouse         skip Lighthouse in the frontend section
`;

/** The command line's options, as node:util parseArgs reads them (as the other scripts do). */
const FLAGS = {
  only: { type: 'string' },
  quick: { type: 'boolean', default: false },
  duration: { type: 'string' },
  connections: { type: 'string' },
  'login-connections': { type: 'string' },
  'api-size': { type: 'string' },
  'growth-sizes': { type: 'string' },
  'page-runs': { type: 'string' },
  'lighthouse-runs': { type: 'string' },
  'no-lighthouse': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The whole number a flag gives, `fallback` when absent. */
function readNumber(flag: string, raw: string | undefined, min: number, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${flag} needs a whole number >= ${min}`);
  return value;
}

function readSections(raw: string | undefined): Section[] {
  if (raw === undefined) return [...SECTIONS];
  const wanted = raw.split(',').map((item) => item.trim());
  const unknown = wanted.filter((item) => !(SECTIONS as readonly string[]).includes(item));
  if (unknown.length > 0) throw new Error(`Unknown section(s): ${unknown.join(', ')}\n${HELP}`);
  return wanted as Section[];
}

/** Parses the command line (and DATABASE_URL); prints help and exits on --help. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${HELP}`);
  }
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const { quick } = values;
  const growthSizes = values['growth-sizes']?.split(',');
  return {
    sections: readSections(values.only),
    duration: readNumber('duration', values.duration, 1, quick ? 3 : 10),
    connections: readNumber('connections', values.connections, 1, 50),
    loginConnections: readNumber('login-connections', values['login-connections'], 1, 4),
    apiSize: readNumber('api-size', values['api-size'], 10, 10_000),
    growthSizes:
      growthSizes?.map((size) => readNumber('growth-sizes', size, 10, 0)) ??
      (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]),
    pageRuns: readNumber('page-runs', values['page-runs'], 1, quick ? 1 : 3),
    // Five, as Lighthouse's variability guide advises: the median of five runs halves the spread.
    lighthouseRuns: readNumber('lighthouse-runs', values['lighthouse-runs'], 1, quick ? 1 : 5),
    skipLighthouse: values['no-lighthouse'],
    databaseUrl: env.DATABASE_URL?.trim() || null,
    quick,
  };
}
