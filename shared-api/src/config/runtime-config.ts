import { createContext, createElement, use, useSyncExternalStore, type ReactNode } from 'react';
import type { RuntimeConfig, SiteConfig } from '../contract/types';

/** Id of the JSON script element host-shell/src/server/http/host-page.ts writes into the host's page. */
export const INLINE_CONFIG_ID = 'runtime-config';

// Module-level state: the host sets it once at boot; federation makes shared-api a singleton, so
// every remote reads the same value.
let current: RuntimeConfig | null = null;
const listeners = new Set<() => void>();

/** Stores the runtime configuration (the host calls this once at boot; tests call it directly). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  listeners.forEach((listener) => listener());
}

/** The runtime configuration, or null before the host has loaded it. */
export function getRuntimeConfig(): RuntimeConfig | null {
  return current;
}

/** The config the host's server wrote into the page (`<script id="runtime-config">`), if any. */
function readInlineConfig(): RuntimeConfig | null {
  const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  return text ? (JSON.parse(text) as RuntimeConfig) : null;
}

/**
 * Loads the runtime configuration and stores it: from the page when the host's server wrote it
 * there (no round trip before the first render), else from `/config.json`, never from a cache,
 * so a redeploy is seen at once. The page itself is never cached either.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const config = readInlineConfig() ?? (await fetchRuntimeConfig(url));
  setRuntimeConfig(config);
  return config;
}

async function fetchRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The configuration a page renders with, when it differs from the stored one: the host's server
 * renders each request with the configuration of the address it was asked on (its API's public
 * URL), while the stored one is where that server itself reaches the API (decision 088).
 */
const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Renders `children` with `config` (the host's App, on the server and in the browser alike). */
export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children?: ReactNode;
}) {
  return createElement(RuntimeConfigContext.Provider, { value: config }, children);
}

function useRuntimeConfig(): RuntimeConfig | null {
  const provided = use(RuntimeConfigContext);
  const stored = useSyncExternalStore(subscribe, getRuntimeConfig, getRuntimeConfig);
  return provided ?? stored;
}

/** The broker's details from the runtime configuration. Throws when the config is not loaded yet. */
export function useSiteConfig(): SiteConfig {
  const config = useRuntimeConfig();
  if (!config) {
    throw new Error(
      'Runtime config not loaded: call loadRuntimeConfig() or setRuntimeConfig() first',
    );
  }
  return config.site;
}

/**
 * The site's public address of `path` ('/details/24'): what a shared link or a canonical address
 * names, the same on the server and in the browser, whatever address the page was opened on.
 */
export function usePublicUrl(path: string): string {
  return `${useRuntimeConfig()?.siteUrl ?? ''}${path}`;
}

/**
 * `assetUrl` for the page being rendered: stored paths as absolute URLs on the API's public
 * address (the same on the server and in the browser, so hydration finds the same markup).
 */
export function useAssetUrl(): (path: string | null | undefined) => string | null {
  const base = useRuntimeConfig()?.apiBaseUrl;
  return (path) => assetUrl(path, base);
}

/** The API's base URL without a trailing slash ('' when same-origin or not configured). */
export function getApiBaseUrl(): string {
  return (current?.apiBaseUrl ?? '').replace(/\/+$/, '');
}

/**
 * Absolute URL on the API host (`base`, the stored configuration's by default) for a stored
 * relative path (`uploads/images/x.jpg`). Absolute URLs pass through; empty values give null so
 * callers can show their placeholder. In a component, `useAssetUrl()`.
 */
export function assetUrl(
  path: string | null | undefined,
  base: string = getApiBaseUrl(),
): string | null {
  if (path === null || path === undefined) return null;
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (/^(https?:)?\/\//i.test(trimmed) || /^(blob|data):/i.test(trimmed)) return trimmed;
  return `${base.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
