#!/usr/bin/env node
// @ts-check
// `npm test`: every check of the project, stopping at the first failed phase: type check and lint
// side by side, unit + component + API tests, production builds, then the reliability and browser
// suites side by side (decision 104: the two cores are both used in every phase).
// The last line is always `Tests: N passed, N failed` (the sum of the Jest runs) for CI to read.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, REPO_ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { errorMessage } from './lib/error-message.mjs';
import { runProcess } from './lib/processes.cjs';

const isCi = /^(1|true|yes)$/i.test(process.env.CI ?? '');
// --keep-going: run every phase even after a failure, and list all failures at the end.
const keepGoing = process.argv.includes('--keep-going');
/** @type {string[]} */
const failures = [];
// Every Jest project except the browser suite, read from the one Jest config (so a new project
// is never silently left out).
const require = createRequire(import.meta.url);
/** @type {unknown} */
const jestConfig = require(path.join(REPO_ROOT, 'jest.config.cjs'));
const PROJECTS = /** @type {{ projects: { displayName: string }[] }} */ (jestConfig).projects.map(
  (project) => project.displayName,
);
// Projects that start real servers run alone, one test file at a time (--runInBand).
const IN_BAND_PROJECTS = ['reliability'].filter((name) => PROJECTS.includes(name));
const UNIT_PROJECTS = PROJECTS.filter(
  (name) => name && name !== 'e2e' && !IN_BAND_PROJECTS.includes(name),
);
const totals = { passed: 0, failed: 0 };
/** @type {string[]} */
const failedTests = [];
/** @type {{ name: string, seconds: number }[]} */
const timings = [];
const reportDir = mkdtempSync(path.join(tmpdir(), 'property-site-test-'));

/** @param {string} text */
function heading(text) {
  const rule = '='.repeat(Math.max(60, text.length + 8));
  console.log(`\n${rule}\n=== ${text}\n${rule}`);
}

/**
 * @param {number} code
 * @param {string} message
 * @returns {never}
 */
function finish(code, message) {
  rmSync(reportDir, { recursive: true, force: true });
  console.log('\nPhase timings:');
  for (const { name, seconds } of timings)
    console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1)} s`);
  if (failedTests.length > 0)
    console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
  if (message) console.log(`\n${message}`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/**
 * Runs independent steps side by side; rejects, once all have ended, naming each that failed.
 * @param {Record<string, () => Promise<unknown>>} steps
 */
async function together(steps) {
  const entries = Object.entries(steps);
  const results = await Promise.allSettled(entries.map(([, run]) => run()));
  const failed = entries.flatMap(([name], index) =>
    results[index]?.status === 'rejected' ? [name] : [],
  );
  if (failed.length > 0) {
    const reasons = results.flatMap((result) =>
      result.status === 'rejected' ? [errorMessage(result.reason)] : [],
    );
    throw new Error(`${failed.join(', ')}: ${reasons.join('; ')}`);
  }
}

/**
 * Runs one phase with a heading and its duration; the first failure ends the run.
 * @param {string} name
 * @param {() => Promise<unknown>} run
 */
async function phase(name, run) {
  heading(name);
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    timings.push({ name, seconds: (Date.now() - started) / 1000 });
    failures.push(`FAILED: ${name}: ${errorMessage(error)}`);
    if (!keepGoing) finish(1, failures.join('\n'));
    return;
  }
  timings.push({ name, seconds: (Date.now() - started) / 1000 });
}

/**
 * Runs a tool of node_modules/.bin, each line of its output after its name.
 * @param {string} name
 * @param {string[]} args
 */
function runTool(name, args) {
  const command = path.join(REPO_ROOT, 'node_modules', '.bin', name);
  return runProcess({ name, command, args, output: 'prefix' });
}

/**
 * @typedef {{ fullName: string, status: string, failureMessages: string[] }} JestAssertion
 * @typedef {{ name: string, message: string, assertionResults: JestAssertion[] }} JestFileResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, testResults: JestFileResult[] }} JestReport
 */

/**
 * One line per failed test (its file, its name and the first line of its error), so the end of
 * the output says what failed even when only the end is kept.
 * @param {JestReport} report
 */
function failedTestLines(report) {
  return report.testResults.flatMap((file) => {
    const where = path.relative(REPO_ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`,
    );
  });
}

/** @param {string} text */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- Jest's messages carry terminal colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 300) ?? ''
  );
}

/**
 * Runs Jest with a JSON report and adds its counts to the totals (even when tests fail).
 * @param {string} reportName
 * @param {string[]} args
 */
async function runJest(reportName, args) {
  const outputFile = path.join(reportDir, `${reportName}.json`);
  const jestArgs = [...args, '--json', `--outputFile=${outputFile}`, ...(isCi ? ['--ci'] : [])];
  /** @type {Error | null} */
  let failure = null;
  try {
    await runTool('jest', jestArgs);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  if (existsSync(outputFile)) {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(outputFile, 'utf8'));
    const report = /** @type {JestReport} */ (parsed);
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    console.log(`${reportName}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    failedTests.push(...failedTestLines(report));
  }
  if (failure) throw failure;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/** @param {string[]} lines */
function shout(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '!'.repeat(width);
  console.log(
    `\n${rule}\n${lines.map((line) => `! ${line.padEnd(width - 4)} !`).join('\n')}\n${rule}\n`,
  );
}

await phase('1/4 Type check and lint, side by side', () =>
  together({
    'type check': () => runTool('tsc', ['--noEmit', '-p', '.']),
    lint: () => runTool('eslint', ['--max-warnings', '0', '.']),
  }),
);
// Jest runs one worker on two cores by default (cores minus one): the main process is idle while
// workers run, so both cores get a worker.
await phase('2/4 Unit, component and API tests (jest, two workers)', () =>
  runJest('unit', ['--selectProjects', ...UNIT_PROJECTS, '--maxWorkers=2']),
);
await phase('3/4 Production builds of the five front ends', async () => {
  await buildApps(APPS, { log: (line) => console.log(`[build]           ${line}`) });
});

const chromium = findChromium();
if (!chromium) {
  shout([
    'NO CHROMIUM FOUND: THE BROWSER END-TO-END TESTS WERE NOT RUN.',
    'Install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chromium binary.',
  ]);
  if (isCi) failures.push('FAILED: browser tests are required under CI=true');
  // The reliability suite still runs: it needs the builds, not a browser.
  for (const project of IN_BAND_PROJECTS) {
    await phase(`4/4 ${project} tests (jest, in band)`, () =>
      runJest(project, ['--selectProjects', project, '--runInBand']),
    );
  }
  const message = [...failures, 'Browser end-to-end tests SKIPPED (no Chromium).'].join('\n');
  finish(failures.length > 0 ? 1 : 0, message);
}
process.env.CHROME_PATH = chromium;
// After the builds: both suites start the product from them. Each runs its own files one at a
// time (they start real servers), and the two suites side by side, one per core.
await phase(`4/4 Reliability and browser tests, side by side (Chromium: ${chromium})`, () =>
  together({
    ...Object.fromEntries(
      IN_BAND_PROJECTS.map((project) => [
        project,
        () => runJest(project, ['--selectProjects', project, '--runInBand']),
      ]),
    ),
    e2e: () => runJest('e2e', ['--selectProjects', 'e2e', '--runInBand']),
  }),
);
if (failures.length > 0) finish(1, failures.join('\n'));
finish(0, 'All checks passed.');
