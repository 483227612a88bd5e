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

function readNumber(flag: string, raw: string | undefined, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${flag} needs a whole number >= ${min}`);
  return value;
}

/** Parses the command line (and DATABASE_URL); prints help and exits on --help. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    sections: [...SECTIONS],
    duration: quick ? 3 : 10,
    connections: 50,
    loginConnections: 4,
    apiSize: 10_000,
    growthSizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
    pageRuns: quick ? 1 : 3,
    // Five, as Lighthouse's variability guide advises: the median of five runs halves the spread.
    lighthouseRuns: quick ? 1 : 5,
    skipLighthouse: false,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    quick,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index] ?? '';
    const next = () => {
      index += 1;
      return argv[index];
    };
    switch (flag) {
      case '--quick':
        break;
      case '--only': {
        const wanted = (next() ?? '').split(',').map((item) => item.trim());
        const unknown = wanted.filter((item) => !(SECTIONS as readonly string[]).includes(item));
        if (unknown.length > 0)
          throw new Error(`Unknown section(s): ${unknown.join(', ')}\n${HELP}`);
        options.sections = wanted as Section[];
        break;
      }
      case '--duration':
        options.duration = readNumber(flag, next(), 1);
        break;
      case '--connections':
        options.connections = readNumber(flag, next(), 1);
        break;
      case '--login-connections':
        options.loginConnections = readNumber(flag, next(), 1);
        break;
      case '--api-size':
        options.apiSize = readNumber(flag, next(), 10);
        break;
      case '--growth-sizes':
        options.growthSizes = (next() ?? '').split(',').map((size) => readNumber(flag, size, 10));
        break;
      case '--page-runs':
        options.pageRuns = readNumber(flag, next(), 1);
        break;
      case '--lighthouse-runs':
        options.lighthouseRuns = readNumber(flag, next(), 1);
        break;
      case '--no-lighthouse':
        options.skipLighthouse = true;
        break;
      case '--help':
      case '-h':
        process.stdout.write(HELP);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${flag}\n${HELP}`);
    }
  }
  return options;
}
