// @ts-check
// One webpack + Module Federation factory for the host and every remote
// (docs/decisions/001-shared-webpack-factory.md). Facts it encodes: docs/decisions/081.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { serveRuntimeConfig } = require('./dev-config.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { PrivateBuildFilesPlugin } = require('./private-build-files.cjs');
const { serverConfig, SERVER_DIR } = require('./server-build.cjs');
const { createSharedMap } = require('./shared.cjs');
const { ES_TARGET, moduleRules, resolveOptions } = require('./sources.cjs');

const DEFAULT_DESCRIPTION =
  'Approved flats, plots and commercial properties, with home loan help from a trusted broker.';
// shared-ui's theme.colors.secondary: the colour of the site's header bar.
const THEME_COLOR = '#1f3a5a';

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} name federation name (host_shell, mfe_public, ...)
 * @property {string} dir the app's folder (its package.json, src/ and dist/)
 * @property {number} port dev-server port
 * @property {Record<string, string>} [exposes] remote modules, e.g.
 *   { './home': './src/exposed/home.tsx' }
 * @property {boolean} [isHost] the host: no container entry, absolute public path
 * @property {string} [title] the document title of the generated index.html
 * @property {string} [description] meta description of the generated index.html
 * @property {string | { exposes: Record<string, string> }} [server] also build for Node into
 *   dist/server/ (decision 088): the host names its server entry (the page renderer); a remote
 *   names its server exposes (the same pages with what only the server needs), built as a
 *   container the host's server loads at run time over HTTP
 */
/**
 * A webpack-cli function config: `--mode` decides the build (production by default); an app with
 * a server part gets two configurations, the browser's and the server's.
 * @typedef {(env: unknown, argv?: { mode?: string }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]} FederatedConfigFactory
 */
/**
 * An app's config factory, which also tells the federation plugin's options of each build.
 * @typedef {FederatedConfigFactory & { federationOptions: (mode: 'production' | 'development') =>
 *   { browser: FederationOptions, server: FederationOptions | null } }} FederatedApp
 */
/**
 * The options this factory gives Module Federation's plugin.
 * @typedef {{ name: string, filename?: string, exposes?: Record<string, string>,
 *   remotes: Record<string, string>, shared: ReturnType<typeof createSharedMap>,
 *   shareStrategy: 'loaded-first', dts: boolean, library?: { type: string, name: string },
 *   manifest?: boolean,
 *   experiments: { optimization: { disableSnapshot: boolean, target: 'web' | 'node' },
 *   provideExternalRuntime?: boolean, externalRuntime?: boolean } }} FederationOptions
 */

/**
 * File name of entry chunks. webpack 5.111 hashes runtime modules before content hashes exist, and
 * the federation runtime module resolves its own chunk's file name at that moment
 * (module-federation/core#5077). Until the hash is known we answer a name of the same folder depth,
 * which is all that module needs; the emitted file still carries its content hash.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash].js' : '[name].js';
}

/**
 * The webpack config of one app of the site.
 * @param {FederatedConfigOptions} options
 * @returns {FederatedApp}
 */
function createFederatedConfig({
  name,
  dir,
  port,
  exposes = {},
  isHost = false,
  title,
  description,
  server,
}) {
  /** @type {unknown} */
  const manifest = require(path.join(dir, 'package.json'));
  const pkg = /** @type {{ name: string, dependencies?: Record<string, string> }} */ (manifest);
  if (isHost && Object.keys(exposes).length > 0) {
    throw new Error(`${name}: the host exposes nothing`);
  }

  /**
   * The federation plugin's options of each build in `mode`: what the configs below pass to it,
   * and what tests read (the plugins keep theirs to themselves).
   * @param {'production' | 'development'} mode
   * @returns {{ browser: FederationOptions, server: FederationOptions | null }}
   */
  const federationOptions = (mode) => {
    const isProduction = mode === 'production';
    const common = {
      name,
      ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
      // Remotes are registered at run time (the runtime config), never at build time.
      remotes: {},
      shared: createSharedMap(pkg),
      shareStrategy: /** @type {const} */ ('loaded-first'),
      // The type plugin wants the network; types come from workspace packages.
      dts: false,
    };
    return {
      browser: {
        ...common,
        experiments: {
          // Remotes are registered by entry URL, never by manifest snapshot.
          optimization: { disableSnapshot: true, target: /** @type {const} */ ('web') },
          ...(isHost ? { provideExternalRuntime: isProduction } : {}),
          // In production a remote runs only inside the host and borrows the host's federation
          // runtime instead of shipping a second copy (27 KB gzip a visitor would load twice).
          externalRuntime: isProduction && !isHost,
        },
      },
      server: server
        ? {
            ...common,
            ...(typeof server === 'object' ? { exposes: server.exposes } : {}),
            library: { type: 'commonjs-module', name },
            // Loaded by entry URL; the browser build's manifest is the one the site publishes.
            manifest: false,
            experiments: {
              optimization: { disableSnapshot: true, target: /** @type {const} */ ('node') },
            },
          }
        : null,
    };
  };

  // A function config so the CLI's --mode decides everything below: every app must be built in
  // the same mode (a development remote inside a production host crashes).
  /** @type {FederatedConfigFactory} */
  const factory = (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';
    // A production remote's standalone page, which would need a runtime of its own, is a
    // development tool: `npm run dev -w <app>`.
    const sharesHostRuntime = isProduction && !isHost;

    /** @type {import('webpack').Configuration} */
    const browser = {
      name: 'browser',
      mode,
      context: dir,
      entry: sharesHostRuntime
        ? /** @type {Record<string, string>} */ ({})
        : { main: './src/index.ts' },
      target: ['web', ES_TARGET],
      // Production maps hold the full sources: written, for error reports, but never served and
      // never named in the scripts (PrivateBuildFilesPlugin moves them out of dist/).
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host's index.html is served for every deep link (SPA fallback), so its scripts need
        // absolute URLs; remotes find their own origin at run time.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isProduction ? hashedEntryFilename : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // The server build writes dist/server/ beside this one.
        clean: { keep: (file) => file.startsWith(SERVER_DIR) },
      },
      resolve: resolveOptions(isProduction),
      module: { rules: moduleRules(isProduction) },
      optimization: {
        // One runtime per container; a separate runtime chunk breaks a remote's entry.
        runtimeChunk: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Shared libraries are already split by federation into their own async chunks; only
        // async chunks are split further so the container entry stays a single small file.
        splitChunks: { chunks: 'async', minSize: 20_000, maxAsyncRequests: 30 },
      },
      performance: isProduction
        ? { hints: 'warning', maxAssetSize: 350_000, maxEntrypointSize: 350_000 }
        : false,
      plugins: [
        new ModuleFederationPlugin(federationOptions(mode).browser),
        !sharesHostRuntime &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            // Only the app's own entry: a remote's container entry is loaded by the host.
            chunks: ['main'],
            // Absolute so a standalone remote page also works on deep links in development.
            publicPath: '/',
            templateParameters: {
              title: title ?? pkg.name,
              description: description ?? DEFAULT_DESCRIPTION,
              themeColor: THEME_COLOR,
            },
          }),
        isProduction && new PrivateBuildFilesPlugin(),
        ...(isProduction ? precompressPlugins() : []),
      ],
      devServer: {
        port,
        host: process.env.HOST ?? 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        static: false,
        setupMiddlewares: serveRuntimeConfig,
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
    };
    const { server: federation } = federationOptions(mode);
    // The development server is for working in the browser: the server build is production's.
    if (!server || !federation || !isProduction) return browser;
    return [browser, serverConfig({ dir, mode, entry: server, name, federation })];
  };
  return Object.assign(factory, { federationOptions });
}

module.exports = { createFederatedConfig };
