import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BudgetCheck } from './budgets';
import { table } from './markdown';
import { REPO_ROOT } from '../../e2e/support/paths';
import { apiTables, growthTables, problemsSection } from './report-api';
import { frontendTables, uploadTables } from './report-frontend';
import { backupTables } from './report-backup';
import { outboxTables } from './report-outbox';
import { requirementTables } from './report-requirements';
import { ssrTables } from './report-ssr';
import type { BenchResults } from './results';
import { BENCH_API_ENV } from './servers';

export const REPORT_DIR = path.join(REPO_ROOT, 'tests', 'bench', 'reports');

function machineSection(results: BenchResults): string {
  const { machine, options } = results;
  return [
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${machine.cpuModel} × ${machine.cores} cores`],
        ['Memory', `${machine.memoryGiB} GiB`],
        ['Load average at start (1/5/15 min)', machine.loadAverage.join(' / ')],
        ['Node', machine.node],
        ['OS', machine.os],
        ['Chromium', machine.chromium],
        [
          'Git commit',
          `${machine.gitCommit}${machine.gitDirty ? ' (with uncommitted changes)' : ''}`,
        ],
      ],
    ),
    '',
    `Settings: ${options.duration} s per load set, ${options.connections} connections (login ${options.loginConnections}), ` +
      `API sections at ${options.apiSize.toLocaleString('en')} properties, growth at ${options.growthSizes.map((size) => size.toLocaleString('en')).join(' / ')}, ` +
      `${options.pageRuns} throttled page load(s) per page (median)${options.quick ? ', --quick' : ''}. ` +
      `The API runs as its own process (\`tsx api-server/src/server.ts\`) with LOG_LEVEL=${BENCH_API_ENV.LOG_LEVEL} and RATE_LIMIT_PER_MINUTE=${BENCH_API_ENV.RATE_LIMIT_PER_MINUTE} ` +
      '(all load comes from one address); the hello server is Fastify with one JSON route, logger off.',
  ].join('\n');
}

function budgetSection(budgets: BudgetCheck[]): string {
  return [
    '## Budgets',
    '',
    table(
      ['Budget', 'Target', 'Measured', 'Result'],
      budgets.map((budget) => [
        budget.budget,
        budget.target,
        budget.measured,
        budget.status === 'pass'
          ? 'pass'
          : budget.status === 'falls short'
            ? '**falls short**'
            : 'not measured',
      ]),
    ),
  ].join('\n');
}

/** The Markdown report: machine, budgets first, then every section's figures and evidence. */
export function renderMarkdown(results: BenchResults, budgets: BudgetCheck[]): string {
  return [
    `# Bench report ${results.startedAt}`,
    machineSection(results),
    budgetSection(budgets),
    ...apiTables('API on SQLite', results.api),
    ...growthTables(results.growth),
    ...apiTables('API on PostgreSQL', results.postgres),
    ...growthTables(results.postgresGrowth),
    ...ssrTables(results.ssr),
    ...frontendTables(results.frontend),
    ...uploadTables(results.uploads),
    ...requirementTables(results.requirements),
    ...outboxTables(results.outbox),
    ...backupTables(results.backup),
    problemsSection(results.problems),
  ]
    .filter((part) => part.length > 0)
    .join('\n\n')
    .concat('\n');
}

/** Writes bench-<timestamp>.md/.json and latest.md/.json; returns the timestamped Markdown path. */
export function writeReports(results: BenchResults, budgets: BudgetCheck[]): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const markdown = renderMarkdown(results, budgets);
  const json = `${JSON.stringify({ ...results, budgets }, null, 2)}\n`;
  const base = path.join(REPORT_DIR, `bench-${stamp}`);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, json);
  writeFileSync(path.join(REPORT_DIR, 'latest.md'), markdown);
  writeFileSync(path.join(REPORT_DIR, 'latest.json'), json);
  return `${base}.md`;
}
