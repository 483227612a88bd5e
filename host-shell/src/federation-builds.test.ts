/**
 * @jest-environment node
 */
// The federation facts of docs/decisions/081, checked on the real webpack configs of all five apps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { FederatedConfigFactory } from '../../tools/federation/index.cjs';
import { SHARED_PACKAGES } from '../../tools/federation/shared.cjs';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = {
  host_shell: 'host-shell',
  mfe_public: 'mfe-public',
  mfe_properties: 'mfe-properties',
  mfe_masters: 'mfe-masters',
  mfe_users: 'mfe-users',
};

interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; eager: boolean; requiredVersion: string }>;
  shareStrategy: string;
  dts: boolean;
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

async function loadConfig(app: string, mode?: string): Promise<Configuration> {
  const file = path.join(ROOT, app, 'webpack.config.cjs');
  const { default: factory } = (await import(file)) as { default: FederatedConfigFactory };
  return factory({}, mode ? { mode } : {});
}

function federationOf(config: Configuration): FederationOptions {
  const plugin = config.plugins?.find(
    (candidate): candidate is WebpackPluginInstance =>
      typeof candidate === 'object' && candidate?.constructor.name === 'ModuleFederationPlugin',
  );
  // The enhanced plugin keeps its options on `_options`; there is no public accessor.
  return (plugin as unknown as { _options: FederationOptions })._options;
}

describe('federated webpack configs', () => {
  it.each(Object.entries(APPS))(
    '%s shares every singleton lazily, loaded-first, without the type plugin',
    async (name, app) => {
      const config = await loadConfig(app);
      const federation = federationOf(config);

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
    const federation = federationOf(config);

    expect(federation.remotes).toEqual({});
    expect(federation.exposes).toBeUndefined();
    expect(federation.filename).toBeUndefined();
    expect(config.output?.publicPath).toBe('/');
  });

  it.each(Object.values(APPS).filter((app) => app !== 'host-shell'))(
    '%s is a remote with a remoteEntry.js, an automatic public path and exposed pages',
    async (app) => {
      const config = await loadConfig(app);
      const federation = federationOf(config);

      expect(federation.filename).toBe('remoteEntry.js');
      expect(config.output?.publicPath).toBe('auto');
      expect(Object.values(federation.exposes ?? {}).length).toBeGreaterThan(0);
      for (const file of Object.values(federation.exposes ?? {})) {
        expect(file).toMatch(/^\.\/src\/exposed\/[a-z-]+\.tsx$/);
      }
    },
  );

  it('loads one federation runtime in production: the host provides it, remotes borrow it', async () => {
    const host = federationOf(await loadConfig('host-shell'));
    expect(host.experiments).toMatchObject({
      provideExternalRuntime: true,
      externalRuntime: false,
    });
    for (const app of Object.values(APPS).filter((candidate) => candidate !== 'host-shell')) {
      const config = await loadConfig(app);
      expect(federationOf(config).experiments).toMatchObject({ externalRuntime: true });
      // Without a runtime of its own a remote cannot run alone: no standalone page in production.
      expect(config.entry).toEqual({});
    }
  });

  it('keeps full, standalone remotes in development', async () => {
    const config = await loadConfig('mfe-public', 'development');
    expect(federationOf(config).experiments).toMatchObject({ externalRuntime: false });
    expect(config.entry).toEqual({ main: './src/index.ts' });
    const host = federationOf(await loadConfig('host-shell', 'development'));
    expect(host.experiments).toMatchObject({ provideExternalRuntime: false });
  });

  it('bundles the production build of react-router in production, its warnings in development', async () => {
    // react-router's package exports name only dist/development (remix-run/react-router#14102).
    const aliasOf = async (mode: string) => {
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
});
