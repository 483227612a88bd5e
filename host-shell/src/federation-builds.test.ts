/**
 * @jest-environment node
 */
// The federation facts of docs/decisions/081, checked on the real webpack configs of all five apps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { FederatedApp, FederationOptions } from '../../tools/federation/index.cjs';
import { SHARED_PACKAGES } from '../../tools/federation/shared.cjs';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = {
  host_shell: 'host-shell',
  mfe_public: 'mfe-public',
  mfe_properties: 'mfe-properties',
  mfe_masters: 'mfe-masters',
  mfe_users: 'mfe-users',
};

type Mode = 'production' | 'development';

async function loadApp(app: string): Promise<FederatedApp> {
  const file = path.join(ROOT, app, 'webpack.config.cjs');
  return ((await import(file)) as { default: FederatedApp }).default;
}

/** Every build of an app in `mode`: the browser's first, then the server's if it has one. */
async function loadConfigs(app: string, mode?: Mode): Promise<Configuration[]> {
  const configs = (await loadApp(app))({}, mode ? { mode } : {});
  return Array.isArray(configs) ? configs : [configs];
}

async function loadConfig(app: string, mode?: Mode): Promise<Configuration> {
  return (await loadConfigs(app, mode))[0]!;
}

/** The options the app's browser build gives the federation plugin. */
async function federationOf(app: string, mode: Mode = 'production'): Promise<FederationOptions> {
  return (await loadApp(app)).federationOptions(mode).browser;
}

describe('federated webpack configs', () => {
  it.each(Object.entries(APPS))(
    '%s shares every singleton lazily, loaded-first, without the type plugin',
    async (name, app) => {
      const config = await loadConfig(app);
      const federation = await federationOf(app);

      expect(federation.name).toBe(name);
      expect(federation.shareStrategy).toBe('loaded-first');
      expect(federation.dts).toBe(false);
      expect(Object.keys(federation.shared)).toEqual(SHARED_PACKAGES);
      const { dependencies } = JSON.parse(
        readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'),
      ) as { dependencies: Record<string, string> };
      for (const [key, shared] of Object.entries(federation.shared)) {
        const requiredVersion = dependencies[key.replace(/\/$/, '')];
        expect(shared).toEqual({ singleton: true, eager: false, requiredVersion });
      }
      expect(config.output?.uniqueName).toBe(name);
      expect(config.optimization?.runtimeChunk).toBe(false);
    },
  );

  it('gives the host no build-time remotes, no container entry and absolute script URLs', async () => {
    const config = await loadConfig('host-shell');
    const federation = await federationOf('host-shell');

    expect(federation.remotes).toEqual({});
    expect(federation.exposes).toBeUndefined();
    expect(federation.filename).toBeUndefined();
    expect(config.output?.publicPath).toBe('/');
  });

  it.each(Object.values(APPS).filter((app) => app !== 'host-shell'))(
    '%s is a remote with a remoteEntry.js, an automatic public path and exposed pages',
    async (app) => {
      const config = await loadConfig(app);
      const federation = await federationOf(app);

      expect(federation.filename).toBe('remoteEntry.js');
      expect(config.output?.publicPath).toBe('auto');
      expect(Object.values(federation.exposes ?? {}).length).toBeGreaterThan(0);
      for (const file of Object.values(federation.exposes ?? {})) {
        expect(file).toMatch(/^\.\/src\/exposed\/[a-z-]+\.tsx$/);
      }
    },
  );

  it('loads one federation runtime in production: the host provides it, remotes borrow it', async () => {
    const host = await federationOf('host-shell');
    expect(host.experiments).toMatchObject({
      provideExternalRuntime: true,
      externalRuntime: false,
    });
    for (const app of Object.values(APPS).filter((candidate) => candidate !== 'host-shell')) {
      const config = await loadConfig(app);
      expect((await federationOf(app)).experiments).toMatchObject({ externalRuntime: true });
      // Without a runtime of its own a remote cannot run alone: no standalone page in production.
      expect(config.entry).toEqual({});
    }
  });

  it('keeps full, standalone remotes in development', async () => {
    const config = await loadConfig('mfe-public', 'development');
    expect((await federationOf('mfe-public', 'development')).experiments).toMatchObject({
      externalRuntime: false,
    });
    expect(config.entry).toEqual({ main: './src/index.ts' });
    const host = await federationOf('host-shell', 'development');
    expect(host.experiments).toMatchObject({ provideExternalRuntime: false });
  });

  it('bundles the production build of react-router in production, its warnings in development', async () => {
    // react-router's package exports name only dist/development (remix-run/react-router#14102).
    const aliasOf = async (mode: Mode) => {
      const { resolve } = await loadConfig('host-shell', mode);
      return (resolve?.alias as Record<string, string | undefined>)['react-router$'];
    };

    const production = await aliasOf('production');
    expect(production).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(production ?? '')).toBe(true);
    expect(await aliasOf('development')).toBeUndefined();
  });

  it('builds in production unless told otherwise, and in the mode it is given', async () => {
    expect((await loadConfig('mfe-users')).mode).toBe('production');
    expect((await loadConfig('mfe-users', 'development')).mode).toBe('development');
  });

  it('builds the host and the public remote for Node too, with the same federation', async () => {
    for (const app of ['host-shell', 'mfe-public']) {
      const [browser, server] = await loadConfigs(app);
      const federation = (await loadApp(app)).federationOptions('production');
      expect(server?.target).toBe('async-node');
      expect(server?.output?.path).toBe(path.join(ROOT, app, 'dist', 'server'));
      expect(federation.server?.name).toBe(federation.browser.name);
      expect(federation.server?.shared).toEqual(federation.browser.shared);
      // The same pages by name (a remote's server build adds what only the server needs).
      expect(Object.keys(federation.server?.exposes ?? {})).toEqual(
        Object.keys(federation.browser.exposes ?? {}),
      );
      expect(federation.server?.shareStrategy).toBe('loaded-first');
      expect(browser?.target).toEqual(['web', 'es2020']);
    }
    // The staff's remotes are never rendered on the server.
    expect(await loadConfigs('mfe-users')).toHaveLength(1);
  });
});
