import { stopAllProcesses } from '../../../scripts/lib/processes.cjs';
import { checkBudgets } from './budgets';
import { describeMachine } from './machine';
import { parseOptions, type BenchOptions, type Section } from './options';
import { writeReports } from './report';
import type { BenchResults } from './results';
import { runApiSection } from './section-api';
import { runBackupSection } from './section-backup';
import { runFrontendSection } from './section-frontend';
import { runGrowthSection } from './section-growth';
import { runOutboxSection } from './section-outbox';
import { runPostgresSection } from './section-postgres';
import { runRequirementsSection } from './section-requirements';
import { runSsrSection } from './section-ssr';
import { runUploadSection } from './section-uploads';
import { withTimeout } from './time-limit';

/** Upper bound of each section, generous for a busy two-core machine; a hung section is reported. */
function sectionTimeoutMs(section: Section, options: BenchOptions): number {
  const perSet = (options.duration + 15) * 1000;
  switch (section) {
    case 'api':
      return 180_000 + 8 * perSet;
    case 'growth':
      return options.growthSizes.length * (180_000 + 6 * perSet);
    case 'postgres':
      return 180_000 + 8 * perSet + options.growthSizes.length * (180_000 + 6 * perSet);
    case 'ssr':
      // Seeding and three servers; three sets, each a load then as long one request at a time;
      // then two pages' throttled loads (page-metrics.ts bounds each at 90 s).
      return 240_000 + 3 * (perSet + options.duration * 1000) + 2 * options.pageRuns * 100_000;
    case 'frontend':
      return 900_000;
    case 'uploads':
      return 600_000;
    case 'requirements':
      // Two sizes seeded (the largest takes minutes), two sets each, then the serial bursts.
      return 2 * (240_000 + 4 * perSet) + 4 * Math.max(3, options.duration) * 1000;
    case 'outbox':
      // Three seeded APIs, two sets, a burst waited for up to two minutes.
      return 3 * 120_000 + 2 * perSet + 120_000;
    case 'backup':
      // Seeding 100,000 properties takes minutes; then a backup and two sets per size.
      return 2 * (300_000 + 2 * perSet + 60_000);
  }
}

async function runSection(
  section: Section,
  options: BenchOptions,
  results: BenchResults,
): Promise<void> {
  const run = async () => {
    switch (section) {
      case 'api':
        results.api = await runApiSection(options);
        break;
      case 'growth':
        results.growth = await runGrowthSection(options);
        break;
      case 'postgres':
        if (!options.databaseUrl) {
          results.problems.push({ section, message: 'skipped: DATABASE_URL is not set' });
          return;
        }
        ({ api: results.postgres, growth: results.postgresGrowth } =
          await runPostgresSection(options));
        break;
      case 'ssr':
        results.ssr = await runSsrSection(options);
        break;
      case 'frontend':
        results.frontend = await runFrontendSection(options);
        break;
      case 'uploads':
        results.uploads = await runUploadSection(options);
        break;
      case 'requirements':
        results.requirements = await runRequirementsSection(options);
        break;
      case 'outbox':
        results.outbox = await runOutboxSection(options);
        break;
      case 'backup':
        results.backup = await runBackupSection(options);
        break;
    }
  };
  try {
    await withTimeout(`section ${section}`, sectionTimeoutMs(section, options), run());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Section ${section} failed: ${message}\n`);
    results.problems.push({ section, message });
    // A timed-out section may have left servers behind: stop them before the next one.
    await stopAllProcesses();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    machine: describeMachine(),
    options,
    problems: [],
  };
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    void stopAllProcesses().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const section of options.sections) {
      if (interrupted) break;
      await runSection(section, options, results);
    }
  } finally {
    await stopAllProcesses();
  }
  results.finishedAt = new Date().toISOString();
  const budgets = checkBudgets(results);
  const file = writeReports(results, budgets);
  process.stdout.write(`\nReport: ${file} (and tests/bench/reports/latest.md)\n`);
  for (const budget of budgets) {
    if (budget.status !== 'not measured') {
      process.stdout.write(
        `  ${budget.status === 'pass' ? 'pass        ' : 'falls short '} ${budget.budget}: ${budget.measured} (${budget.target})\n`,
      );
    }
  }
  // A shortfall is a finding, not a failure; only a section that could not run is an error.
  return results.problems.some((problem) => !problem.message.startsWith('skipped')) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stopAllProcesses();
    process.exit(2);
  },
);
