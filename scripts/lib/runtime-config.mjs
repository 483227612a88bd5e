// What the host serves as /config.json (RuntimeConfig of shared-api/contract) and the security
// policy that goes with it. Both depend on the host name the browser used, so a site opened as
// localhost, 127.0.0.1 or a LAN address talks to the API and the remotes on that same host.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_APP, REMOTES, REPO_ROOT, apiPort, appPort } from './apps.mjs';

const DEFAULT_FRAME_ORIGINS = ['https://www.google.com'];
const SAFE_HOSTNAME = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]{1,253})$/;

/** The request's host name when it is a plain DNS name or IP address; 'localhost' otherwise. */
export function safeHostname(hostname) {
  const name = String(hostname ?? '').replace(/:\d+$/, '');
  return SAFE_HOSTNAME.test(name) ? name : 'localhost';
}

/** Reads the broker's site configuration (SITE_CONFIG, default: the repository's site.config.json). */
export function readSiteConfig(env = process.env) {
  const file = env.SITE_CONFIG?.trim()
    ? path.resolve(env.SITE_CONFIG.trim())
    : path.join(REPO_ROOT, 'site.config.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the site configuration ${file}: ${error.message}`);
  }
}

function trimUrl(value) {
  return value.trim().replace(/\/+$/, '');
}

/** /config.json for one request: API base URL, every remote's entry URL, the broker's details. */
export function buildRuntimeConfig({ env = process.env, protocol = 'http', hostname, site }) {
  const host = safeHostname(hostname);
  const apiBaseUrl = env.API_PUBLIC_URL?.trim()
    ? trimUrl(env.API_PUBLIC_URL)
    : `${protocol}://${host}:${apiPort(env)}`;
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => {
      const configured = remote.urlEnv ? env[remote.urlEnv]?.trim() : '';
      const url = configured || `${protocol}://${host}:${appPort(env, remote)}/remoteEntry.js`;
      return [remote.federationName, url];
    }),
  );
  return { apiBaseUrl, remotes, site };
}

/** The origin of a URL, or null when it is not one. */
export function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** Origins the map frame may come from (MAP_EMBED_PREFIXES, as the API accepts them). */
function frameOrigins(env) {
  const prefixes = (env.MAP_EMBED_PREFIXES ?? '').split(',').filter((item) => item.trim());
  const origins = unique(prefixes.map(originOf));
  return origins.length > 0 ? origins : DEFAULT_FRAME_ORIGINS;
}

/** Content-Security-Policy of the site: no inline or eval'd script, only our own origins. */
export function buildContentSecurityPolicy(runtimeConfig, env = process.env) {
  const api = originOf(runtimeConfig.apiBaseUrl);
  const remotes = unique(Object.values(runtimeConfig.remotes).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // styled-components injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", api, ...remotes]),
    'frame-src': frameOrigins(env),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/**
 * True when a browser page at `origin` is the site: one of PUBLIC_SITE_URL, or any host name on
 * the site's port (the site may be opened as localhost, 127.0.0.1 or a LAN address).
 */
export function isSiteOrigin(origin, env = process.env) {
  const parsed = originOf(origin);
  if (!parsed) return false;
  const listed = (env.PUBLIC_SITE_URL ?? '').split(',').map(originOf).filter(Boolean);
  if (listed.includes(parsed)) return true;
  const url = new URL(parsed);
  const sitePort = appPort(env, HOST_APP);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return port === sitePort;
}
