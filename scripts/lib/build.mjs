// @ts-check
// Production builds of the front ends, only when a build is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, appDir, distDir } from './apps.mjs';
import { runProcess } from './processes.cjs';

/** @typedef {import('./apps.mjs').FrontEndApp} FrontEndApp */

/** Inputs every front-end build depends on besides its own folder. */
const SHARED_INPUTS = [
  'shared-api/src',
  'shared-api/package.json',
  'shared-ui/src',
  'shared-ui/package.json',
  'tools/federation',
  'site.config.json',
  'package-lock.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', '__tests__', 'coverage']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * Newest modification time (ms) of a file, or of every file below a folder.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * True when the app has front-end sources to build (false before its package is written).
 * @param {FrontEndApp} app
 */
export function hasSources(app) {
  return existsSync(path.join(appDir(app), 'src', 'index.ts'));
}

/**
 * Why the app needs a build, or null when its dist is newer than every input.
 * @param {FrontEndApp} app
 */
export function staleReason(app) {
  const marker = path.join(distDir(app), app.marker);
  if (!existsSync(marker)) return 'no build yet';
  const builtAt = statSync(marker).mtimeMs;
  const own = ['src', 'package.json', 'webpack.config.cjs'].map((item) =>
    path.join(appDir(app), item),
  );
  const inputs = [...own, ...SHARED_INPUTS.map((item) => path.join(REPO_ROOT, item))];
  const changed = inputs.find((input) => newestMtime(input) > builtAt);
  return changed ? `${path.relative(REPO_ROOT, changed)} changed since the last build` : null;
}

/**
 * Builds each stale app one at a time (builds are CPU-bound). Resolves with the apps built;
 * rejects on the first failed build.
 * @param {FrontEndApp[]} apps
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildApps(apps, { force = false, log = console.log } = {}) {
  const built = [];
  for (const app of apps) {
    if (!hasSources(app)) {
      log(`${app.pkg}: not built yet (no ${app.pkg}/src/index.ts), so it will not be served`);
      continue;
    }
    const reason = force ? 'build requested' : staleReason(app);
    if (!reason) {
      log(`${app.pkg}: build is up to date`);
      continue;
    }
    log(`${app.pkg}: building in production mode (${reason})`);
    const started = Date.now();
    const args = ['run', 'build', '-w', app.pkg];
    await runProcess({ name: app.pkg, command: 'npm', args, output: 'prefix' });
    log(`${app.pkg}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(app);
  }
  return built;
}
