// @ts-check
// One webpack + Module Federation factory for the host and every remote
// (docs/decisions/001-shared-webpack-factory.md). Facts it encodes: docs/decisions/081.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { serveRuntimeConfig } = require('./dev-config.cjs');
const { PreloadStartupScriptsPlugin } = require('./preload-startup-scripts.cjs');
const { PrivateBuildFilesPlugin } = require('./private-build-files.cjs');
const { createSharedMap } = require('./shared.cjs');

const DEFAULT_DESCRIPTION =
  'Approved flats, plots and commercial properties, with home loan help from a trusted broker.';
// shared-ui's theme.colors.secondary: the colour of the site's header bar.
const THEME_COLOR = '#1f3a5a';
const INJECT_RUNTIME_PLUGIN_CJS =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');
// react-router 7's package exports name only its development build, warnings and checks included
// (remix-run/react-router#14102). It ships the production build beside it; a production bundle
// takes that one's ES module file, as the "import" condition would.
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);
/** Baseline of the browsers we support; swc and webpack's own runtime both emit this level. */
const ES_TARGET = 'es2020';

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
 */
/**
 * A webpack-cli function config: `--mode` decides the build (production by default).
 * @typedef {(env: unknown, argv?: { mode?: string }) => import('webpack').Configuration}
 *   FederatedConfigFactory
 */

/**
 * True for files inside an installed package. Workspace packages resolve (through their
 * symlink) to their real path outside node_modules, so they are transpiled from source.
 * @param {string} file
 */
function isInstalledPackage(file) {
  return file.split(path.sep).includes('node_modules');
}

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
 * @param {RegExp} test
 * @param {boolean} tsx
 * @param {boolean} isProduction
 * @returns {import('webpack').RuleSetRule}
 */
function swcRule(test, tsx, isProduction) {
  return {
    test,
    exclude: isInstalledPackage,
    use: {
      loader: 'swc-loader',
      options: {
        sourceMaps: true,
        jsc: {
          parser: { syntax: 'typescript', tsx },
          target: ES_TARGET,
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

/**
 * The webpack config of one app of the site.
 * @param {FederatedConfigOptions} options
 * @returns {FederatedConfigFactory}
 */
function createFederatedConfig({
  name,
  dir,
  port,
  exposes = {},
  isHost = false,
  title,
  description,
}) {
  /** @type {unknown} */
  const manifest = require(path.join(dir, 'package.json'));
  const pkg = /** @type {{ name: string, dependencies?: Record<string, string> }} */ (manifest);
  if (isHost && Object.keys(exposes).length > 0) {
    throw new Error(`${name}: the host exposes nothing`);
  }

  // A function config so the CLI's --mode decides everything below: every app must be built in
  // the same mode (a development remote inside a production host crashes).
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';
    // In production a remote runs only inside the host and borrows the host's federation runtime
    // instead of shipping a second copy (27 KB gzip a visitor would load twice). Its standalone
    // page, which would need a runtime of its own, is a development tool: `npm run dev -w <app>`.
    const sharesHostRuntime = isProduction && !isHost;

    return {
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
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The plugin behind `provideExternalRuntime` is added by its CommonJS path, which requires
        // the CommonJS build of the runtime: a second copy beside the ES module one the host runs.
        alias: {
          [`${INJECT_RUNTIME_PLUGIN_CJS}$`]: INJECT_RUNTIME_PLUGIN_ESM,
          ...(isProduction && { 'react-router$': REACT_ROUTER_PRODUCTION }),
        },
      },
      module: {
        rules: [
          swcRule(/\.(ts|mts|js|mjs)$/, false, isProduction),
          swcRule(/\.(tsx|jsx)$/, true, isProduction),
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          },
          { test: /\.(woff2?)$/i, type: 'asset/resource' },
        ],
      },
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
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at run time from /config.json, never at build time.
          remotes: {},
          shared: createSharedMap(pkg),
          shareStrategy: 'loaded-first',
          // The type plugin wants the network; types come from workspace packages.
          dts: false,
          experiments: {
            // Remotes are registered by entry URL, never by manifest snapshot; browsers only.
            optimization: { disableSnapshot: true, target: 'web' },
            ...(isHost ? { provideExternalRuntime: isProduction } : {}),
            externalRuntime: sharesHostRuntime,
          },
        }),
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
        isHost && isProduction && new PreloadStartupScriptsPlugin(),
        isProduction && new PrivateBuildFilesPlugin(),
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
  };
}

module.exports = { createFederatedConfig };
