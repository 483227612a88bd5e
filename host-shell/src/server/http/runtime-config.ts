// What the host serves as its runtime config (RuntimeConfig of shared-api/contract), and where
// its server reaches the API and the remotes. By default everything is on the site's own origin
// (docs/decisions/099-one-origin-by-default.md): the page names the API and the remotes by
// relative addresses, which the host proxies, so the site works at whatever address it is opened
// as. API_PUBLIC_URL and MFE_*_URL name other origins instead. Nothing here reads a request: a
// Host header is the client's to write, so it is never written into a page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig, SiteConfig } from 'shared-api/contract';
import { HOST_APP, REMOTES, REPO_ROOT, apiPort, appPort } from '../../../../scripts/lib/apps.mjs';

/** Where the host serves each remote's files by default: `/remotes/<federation name>/`. */
export const REMOTES_PREFIX = '/remotes';

/**
 * The site's origins: PUBLIC_SITE_URL (comma-separated), the setting the API's CORS reads; by
 * default localhost and 127.0.0.1 on the site's port. The first is the canonical one. Throws on an
 * entry that is not an http(s) origin, so a mistyped setting stops the server.
 */
export function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.PUBLIC_SITE_URL ?? '').split(',').filter((item) => item.trim());
  if (listed.length === 0) {
    const port = appPort(env, HOST_APP);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  }
  const origins = listed.map((item) => {
    const url = URL.canParse(item.trim()) ? new URL(item.trim()) : null;
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new Error(`PUBLIC_SITE_URL must list http(s) origins, got "${item.trim()}"`);
    }
    return url.origin;
  });
  return [...new Set(origins)];
}

/**
 * This machine as the servers beside each other reach it (the host's server the API and the
 * remotes): HOST, unless it means every address.
 */
function localOrigin(env: NodeJS.ProcessEnv): string {
  const host = env.HOST?.trim() ?? '';
  if (['', '0.0.0.0', '::', '[::]'].includes(host)) return 'http://127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `http://[${host}]` : `http://${host}`;
}

/** Reads the broker's site configuration (SITE_CONFIG, default: the repository's site.config.json). */
export function readSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const file = env.SITE_CONFIG?.trim()
    ? path.resolve(env.SITE_CONFIG.trim())
    : path.join(REPO_ROOT, 'site.config.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteConfig;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the site configuration ${file}: ${reason}`);
  }
}

const setting = (env: NodeJS.ProcessEnv, name: string | null) => (name && env[name]?.trim()) || '';
/** API_PUBLIC_URL without its trailing slashes ('' when unset: the host proxies the API). */
const apiPublicSetting = (env: NodeJS.ProcessEnv) =>
  setting(env, 'API_PUBLIC_URL').replace(/\/+$/, '');

/**
 * Where this server reaches the API and each remote (its origin, for the proxies and the render):
 * the configured public address, else this machine on its port.
 */
export function readUpstreams(env: NodeJS.ProcessEnv) {
  const local = localOrigin(env);
  return {
    api: apiPublicSetting(env) || `${local}:${apiPort(env)}`,
    remotes: REMOTES.map((remote) => ({
      name: remote.federationName,
      /** The remote's configured entry URL: the browser loads it there, not through the host. */
      configured: setting(env, remote.urlEnv),
      origin: setting(env, remote.urlEnv)
        ? new URL(setting(env, remote.urlEnv)).origin
        : `${local}:${appPort(env, remote)}`,
    })),
  };
}

/**
 * The runtime config every page gets: the canonical origin, the API's base URL ('' when the host
 * proxies it), each remote's entry URL (under REMOTES_PREFIX when the host proxies it), the
 * broker's details.
 */
export function buildRuntimeConfig(env: NodeJS.ProcessEnv, site: SiteConfig): RuntimeConfig {
  const remotes = Object.fromEntries(
    readUpstreams(env).remotes.map(({ name, configured }) => [
      name,
      configured || `${REMOTES_PREFIX}/${name}/remoteEntry.js`,
    ]),
  );
  return { siteUrl: siteOrigins(env)[0] ?? '', apiBaseUrl: apiPublicSetting(env), remotes, site };
}

/**
 * The development servers' runtime config (tools/federation/dev-config.cjs): each app on its own
 * development server, on the host name of the site's first origin.
 */
export function buildDevRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const { hostname } = new URL(siteOrigins(env)[0] ?? 'http://localhost');
  const onPort = (port: number) => `http://${hostname}:${port}`;
  const config = buildRuntimeConfig(env, readSiteConfig(env));
  for (const remote of REMOTES) {
    config.remotes[remote.federationName] =
      setting(env, remote.urlEnv) || `${onPort(appPort(env, remote))}/remoteEntry.js`;
  }
  return { ...config, apiBaseUrl: config.apiBaseUrl || onPort(apiPort(env)) };
}
