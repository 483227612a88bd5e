// @ts-check
// What the host serves as /config.json (RuntimeConfig of shared-api/contract) and the security
// policy that goes with it. The addresses in them come from the settings only: PUBLIC_SITE_URL
// lists the site's origins, and a request's Host header merely picks one of them (a site opened as
// localhost or 127.0.0.1 talks to the API and the remotes on that same host). Any other Host gets
// the first listed origin: a Host header is the client's to write, so it must never be echoed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_APP, REMOTES, REPO_ROOT, apiPort, appPort } from './apps.mjs';

const DEFAULT_FRAME_ORIGINS = ['https://www.google.com'];

/** @typedef {import('../../shared-api/src/contract/types').SiteConfig} SiteConfig */
/**
 * RuntimeConfig of shared-api/contract; `site` is null on a remote's server, which has none.
 * @typedef {object} RuntimeConfig
 * @property {string} siteUrl the site's first configured origin (canonical addresses)
 * @property {string} apiBaseUrl
 * @property {Record<string, string>} remotes remote entry URL by federation name
 * @property {SiteConfig | null} site
 */

/**
 * The site's origins: PUBLIC_SITE_URL (comma-separated), the setting the API's CORS reads; by
 * default localhost and 127.0.0.1 on the site's port. Throws on an entry that is not an http(s) origin,
 * so a mistyped setting stops the server instead of quietly serving another address.
 */
export function siteOrigins(env = process.env) {
  const listed = (env.PUBLIC_SITE_URL ?? '').split(',').filter((item) => item.trim());
  if (listed.length === 0) {
    const port = appPort(env, HOST_APP);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  }
  return unique(
    listed.map((item) => {
      const url = URL.canParse(item.trim()) ? new URL(item.trim()) : null;
      if (!url || !/^https?:$/.test(url.protocol)) {
        throw new Error(`PUBLIC_SITE_URL must list http(s) origins, got "${item.trim()}"`);
      }
      return url.origin;
    }),
  );
}

/**
 * The site origin a request was made to: the listed origin whose host (name and port) is the
 * request's Host header, or else the first listed one.
 * @param {string | undefined} host the request's Host header (`name[:port]`)
 */
export function siteOriginFor(host, env = process.env) {
  const origins = siteOrigins(env);
  const matched = origins.find((origin) => {
    if (!host) return false;
    const { protocol } = new URL(origin);
    try {
      // Parsed the way the listed origin is, so `site.example:443` is `https://site.example`.
      return new URL(`${protocol}//${host}`).origin === origin;
    } catch {
      return false;
    }
  });
  return /** @type {string} */ (matched ?? origins[0]);
}

/**
 * This machine as the servers beside each other reach it (the host's server reading a remote's
 * files, a remote's server the API): HOST, unless it means every address.
 */
export function localOrigin(env = process.env) {
  const host = env.HOST?.trim() ?? '';
  if (['', '0.0.0.0', '::', '[::]'].includes(host)) return 'http://127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `http://[${host}]` : `http://${host}`;
}

/**
 * Reads the broker's site configuration (SITE_CONFIG, default: the repository's site.config.json).
 * @returns {SiteConfig}
 */
export function readSiteConfig(env = process.env) {
  const file = env.SITE_CONFIG?.trim()
    ? path.resolve(env.SITE_CONFIG.trim())
    : path.join(REPO_ROOT, 'site.config.json');
  try {
    /** @type {unknown} */
    const site = JSON.parse(readFileSync(file, 'utf8'));
    return /** @type {SiteConfig} */ (site);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the site configuration ${file}: ${reason}`);
  }
}

/** @param {string} value */
function trimUrl(value) {
  return value.trim().replace(/\/+$/, '');
}

/**
 * /config.json as a page at `siteOrigin` gets it: the API base URL, every remote's entry URL, the
 * broker's details. API_PUBLIC_URL and MFE_*_URL win; otherwise each is on the site's host name.
 * @param {{ env?: NodeJS.ProcessEnv, siteOrigin: string, site: SiteConfig | null }} options
 * @returns {RuntimeConfig}
 */
export function buildRuntimeConfig({ env = process.env, siteOrigin, site }) {
  const { protocol, hostname } = new URL(siteOrigin);
  const apiBaseUrl = env.API_PUBLIC_URL?.trim()
    ? trimUrl(env.API_PUBLIC_URL)
    : `${protocol}//${hostname}:${apiPort(env)}`;
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => {
      const configured = remote.urlEnv ? env[remote.urlEnv]?.trim() : '';
      const url = configured || `${protocol}//${hostname}:${appPort(env, remote)}/remoteEntry.js`;
      return [remote.federationName, url];
    }),
  );
  return { siteUrl: /** @type {string} */ (siteOrigins(env)[0]), apiBaseUrl, remotes, site };
}

/**
 * /config.json for a request with this Host header (see siteOriginFor).
 * @param {{ env?: NodeJS.ProcessEnv, host: string | undefined, site: SiteConfig | null }} options
 */
export function runtimeConfigForHost({ env = process.env, host, site }) {
  return buildRuntimeConfig({ env, siteOrigin: siteOriginFor(host, env), site });
}

/**
 * The origin of a URL, or null when it is not one.
 * @param {string} url
 */
export function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * @template T
 * @param {(T | null | undefined)[]} values
 * @returns {T[]} the values that are set, each once
 */
function unique(values) {
  return [...new Set(/** @type {T[]} */ (values.filter(Boolean)))];
}

/**
 * Origins the map frame may come from (MAP_EMBED_PREFIXES, as the API accepts them).
 * @param {NodeJS.ProcessEnv} env
 */
function frameOrigins(env) {
  const prefixes = (env.MAP_EMBED_PREFIXES ?? '').split(',').filter((item) => item.trim());
  const origins = unique(prefixes.map(originOf));
  return origins.length > 0 ? origins : DEFAULT_FRAME_ORIGINS;
}

/**
 * Content-Security-Policy of the site: no inline or eval'd script, only our own origins.
 * @param {RuntimeConfig} runtimeConfig
 */
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
    // No <base> element anywhere (OWASP ASVS 5.0 V3.4.3).
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/**
 * True when a browser page at `origin` is the site: exactly one of its listed origins.
 * @param {string} origin
 */
export function isSiteOrigin(origin, env = process.env) {
  const parsed = originOf(origin);
  return parsed !== null && siteOrigins(env).includes(parsed);
}
