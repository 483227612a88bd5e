// @ts-check
// The five front-end apps and the API: names, folders, ports and the environment variables that
// configure them. start.mjs, serve-static.mjs, test.mjs and the e2e harness all read this one table.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {object} FrontEndApp
 * @property {string} pkg workspace folder and package name
 * @property {string} federationName Module Federation name
 * @property {string} portEnv environment variable of its port
 * @property {number} defaultPort
 * @property {string | null} urlEnv environment variable overriding its public entry URL (remotes)
 * @property {boolean} isHost
 * @property {string} marker the file a finished build always writes (its mtime dates the build)
 */

/** @type {FrontEndApp[]} */
export const APPS = [
  app('host-shell', 'host_shell', 'PORT', 3000, null, true),
  app('mfe-public', 'mfe_public', 'MFE_PUBLIC_PORT', 3001, 'MFE_PUBLIC_URL'),
  app('mfe-properties', 'mfe_properties', 'MFE_PROPERTIES_PORT', 3002, 'MFE_PROPERTIES_URL'),
  app('mfe-masters', 'mfe_masters', 'MFE_MASTERS_PORT', 3003, 'MFE_MASTERS_URL'),
  app('mfe-users', 'mfe_users', 'MFE_USERS_PORT', 3004, 'MFE_USERS_URL'),
];

export const REMOTES = APPS.filter((entry) => !entry.isHost);
export const HOST_APP = /** @type {FrontEndApp} */ (APPS.find((entry) => entry.isHost));

/**
 * @param {string} pkg
 * @param {string} federationName
 * @param {string} portEnv
 * @param {number} defaultPort
 * @param {string | null} urlEnv
 * @returns {FrontEndApp}
 */
function app(pkg, federationName, portEnv, defaultPort, urlEnv, isHost = false) {
  return {
    pkg,
    federationName,
    portEnv,
    defaultPort,
    urlEnv,
    isHost,
    marker: isHost ? 'index.html' : 'remoteEntry.js',
  };
}

/**
 * Reads a TCP port from the environment, refusing anything that is not one.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 */
export function readPort(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** @param {NodeJS.ProcessEnv} env @param {FrontEndApp} entry */
export function appPort(env, entry) {
  return readPort(env, entry.portEnv, entry.defaultPort);
}

/** @param {NodeJS.ProcessEnv} env */
export function apiPort(env) {
  return readPort(env, 'API_PORT', 4000);
}

/** @param {FrontEndApp} entry */
export function appDir(entry) {
  return path.join(REPO_ROOT, entry.pkg);
}

/** @param {FrontEndApp} entry */
export function distDir(entry) {
  return path.join(appDir(entry), 'dist');
}
