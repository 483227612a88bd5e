#!/usr/bin/env node
// @ts-check
// `npm start`: builds the front ends that are missing or stale (production mode), then runs the
// API and the five static servers until Ctrl+C. `--no-build` skips the build step (tests that
// already built). Settings come from the environment and an optional `.env` (see .env.example).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, HOST_APP, REPO_ROOT, apiPort, appPort, distDir } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { errorMessage } from './lib/error-message.mjs';
import { describeTakenPorts, findTakenPorts, wantedPorts } from './lib/port-check.mjs';
import { serversOf } from './lib/servers.mjs';

/** @typedef {import('./lib/apps.mjs').FrontEndApp} FrontEndApp */
/** @typedef {import('./lib/servers.mjs').ServerSpec} ServerSpec */
/**
 * What the end-to-end harness sends to stop or restart one remote (see listenForControl).
 * @typedef {{ id?: number, type?: string, name?: string, root?: string }} ControlMessage
 */

const SERVE_STATIC = path.join(REPO_ROOT, 'scripts', 'serve-static.mjs');
const HOST_SERVER = path.join(REPO_ROOT, 'host-shell', 'src', 'server', 'http', 'main.ts');
const API_ENTRY = path.join(REPO_ROOT, 'api-server', 'src', 'server.ts');

/** @param {string} line */
function log(line) {
  console.log(`[start]           ${line}`);
}

/** The environment every server gets: ours, `.env` (never overriding ours), and defaults. */
function buildEnvironment() {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) {
    process.loadEnvFile(envFile);
    log('loaded settings from .env');
  }
  const env = { ...process.env };
  const sitePort = appPort(env, HOST_APP);
  if (!env.PUBLIC_SITE_URL?.trim()) {
    const hosts = new Set(['localhost', '127.0.0.1']);
    const host = env.HOST?.trim();
    if (host && host !== '0.0.0.0' && host !== '::') hosts.add(host);
    env.PUBLIC_SITE_URL = [...hosts].map((name) => `http://${name}:${sitePort}`).join(',');
  }
  env.DATA_DIR = env.DATA_DIR?.trim() || './data';
  // The host's server proves itself to the API with it, so that its reads for a page count
  // against the visitor it renders for (decision 095). Both are started here: a new one per start.
  env.HOST_SECRET = env.HOST_SECRET?.trim() || randomBytes(32).toString('base64url');
  return env;
}

/**
 * Where we can reach a server bound to HOST, and how to show it to a person.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 */
function addresses(env, port) {
  const host = env.HOST?.trim() || '0.0.0.0';
  const isAny = host === '0.0.0.0' || host === '::';
  const probeHost = isAny ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const shownHost = isAny ? 'localhost' : probeHost;
  return { probe: `http://${probeHost}:${port}`, shown: `http://${shownHost}:${port}` };
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {FrontEndApp} app
 * @returns {ServerSpec}
 */
function staticServerSpec(env, app, root = distDir(app)) {
  const port = appPort(env, app);
  return {
    name: app.federationName,
    command: process.execPath,
    // The host's server is TypeScript, run as the API is (decision 099).
    args: app.isHost
      ? ['--import', 'tsx', HOST_SERVER]
      : [SERVE_STATIC, root, '--port', String(port)],
    readyUrl: `${addresses(env, port).probe}/${app.marker}`,
  };
}

/** @typedef {ReturnType<typeof serversOf>} Servers */

/** @param {NodeJS.ProcessEnv} env @param {FrontEndApp[]} servedApps */
function printBanner(env, servedApps) {
  const site = addresses(env, appPort(env, HOST_APP)).shown;
  const api = addresses(env, apiPort(env)).shown;
  const username = env.ADMIN_USERNAME?.trim() || 'admin';
  const password = env.ADMIN_PASSWORD
    ? 'the ADMIN_PASSWORD of your settings'
    : 'the password the API printed above ([api] lines) when it first created the database';
  const lines = [
    '',
    'The property site is running.',
    servedApps.some((app) => app.isHost)
      ? `  ${'Site'.padEnd(16)}${site}`
      : `  ${'Site'.padEnd(16)}not built yet: only the API is served`,
    `  ${'API'.padEnd(16)}${api}   (documentation: ${api}/api/docs)`,
    ...servedApps
      .filter((app) => !app.isHost)
      .map(
        (app) =>
          `  ${app.federationName.padEnd(15)} ${addresses(env, appPort(env, app)).shown}/remoteEntry.js`,
      ),
    `  ${'Data'.padEnd(16)}${path.resolve(REPO_ROOT, env.DATA_DIR ?? '')}${env.DATABASE_URL ? ' (uploads; database: DATABASE_URL)' : ''}`,
    '',
    `Sign in at ${site}/login as '${username}' with ${password}.`,
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Lets a parent process (the end-to-end harness) stop and restart single remotes.
 * @param {Servers} servers
 * @param {NodeJS.ProcessEnv} env
 */
function listenForControl(servers, env) {
  if (!process.send) return;
  process.on('message', (/** @type {unknown} */ message) => {
    void obey(servers, env, /** @type {ControlMessage | null} */ (message));
  });
}

/**
 * Carries out one control message and answers it.
 * @param {Servers} servers
 * @param {NodeJS.ProcessEnv} env
 * @param {ControlMessage | null} message
 */
async function obey(servers, env, message) {
  const app = APPS.find((entry) => entry.federationName === message?.name && !entry.isHost);
  const reply = (/** @type {{ ok: boolean, error?: string }} */ extra) =>
    process.send?.({ id: message?.id, ...extra });
  if (!app || !message) return reply({ ok: false, error: `unknown remote ${message?.name}` });
  try {
    if (message.type === 'stop-remote') await servers.stop(app.federationName);
    else if (message.type === 'start-remote')
      await servers.start(staticServerSpec(env, app, message.root));
    else throw new Error(`unknown control message ${message.type}`);
    reply({ ok: true });
  } catch (error) {
    reply({ ok: false, error: errorMessage(error) });
  }
}

async function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  const env = buildEnvironment();

  // Before any build or server: a used port would otherwise fail only after minutes of building.
  const taken = await findTakenPorts(wantedPorts(env), env.HOST?.trim() || '0.0.0.0');
  if (taken.length > 0) {
    console.error(describeTakenPorts(taken));
    process.exitCode = 1;
    return;
  }

  if (!values['no-build']) await buildApps(APPS, { log });
  const servedApps = APPS.filter((app) => existsSync(path.join(distDir(app), app.marker)));
  for (const app of APPS.filter((entry) => !servedApps.includes(entry))) {
    log(`${app.pkg} has no build in ${path.relative(REPO_ROOT, distDir(app))}: not served`);
  }

  let exitCode = 0;
  const servers = serversOf(env, (name, how) => {
    console.error(`[start]           ${name} ${how}: stopping everything`);
    exitCode = 1;
    void shutdown();
  });
  /** @type {Promise<void> | null} */
  let shutdownPromise = null;
  const shutdown = () => {
    shutdownPromise ??= servers.stopAll().then(() => process.exit(exitCode));
    return shutdownPromise;
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('disconnect', () => void shutdown());

  try {
    // Side by side: no server needs another to start (the host reaches the API and the remotes
    // per request), and the API's first start (migrations, demo listings) is the longest.
    await Promise.all([
      servers.start({
        name: 'api',
        command: process.execPath,
        args: ['--import', 'tsx', API_ENTRY],
        readyUrl: `${addresses(env, apiPort(env)).probe}/api/health`,
        // The first start migrates the database and seeds demo listings with generated images.
        readyTimeoutMs: 180_000,
      }),
      ...servedApps.map((app) => servers.start(staticServerSpec(env, app))),
    ]);
  } catch (error) {
    console.error(`[start]           ${errorMessage(error)}`);
    exitCode = 1;
    await shutdown();
    return;
  }
  if (servers.isStopping) return;
  printBanner(env, servedApps);
  listenForControl(servers, env);
  process.send?.({ type: 'ready' });
}

main().catch((error) => {
  console.error(`[start]           ${errorMessage(error)}`);
  process.exit(1);
});
