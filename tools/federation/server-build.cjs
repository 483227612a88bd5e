// @ts-check
// An app's build for Node (docs/decisions/088), beside its browser build (index.cjs).
const path = require('node:path');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { moduleRules, resolveOptions } = require('./sources.cjs');

/** @typedef {import('./index.cjs').FederationOptions} FederationOptions */

/** Where an app's server build goes, inside its dist folder. */
const SERVER_DIR = 'server';

/**
 * The app's build for Node (decision 088), in dist/server/. The host's is its page renderer, one
 * CommonJS module (`render.js`) that the host's server requires (host-shell/src/server/http/
 * page-renderer.ts); a remote's is a
 * container (`server/remoteEntry.js`) that the host's server loads at run time, over HTTP, through
 * Module Federation's Node runtime, from the remote's own static server: a redeployed remote
 * changes the server's HTML as it changes the browser's code. Both share the same singletons as the
 * browser builds, so the remote's components render with the host's React and style sheet.
 * @param {{ name: string, dir: string, mode: 'production' | 'development',
 *   entry: string | { exposes: Record<string, string> }, federation: FederationOptions }} options
 *   `federation`: the plugin's options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ name, dir, mode, entry, federation }) {
  const isProduction = mode === 'production';
  const isHost = typeof entry === 'string';
  return {
    name: 'server',
    mode,
    context: dir,
    entry: isHost ? { render: entry } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // A remote's chunks are found beside its entry's URL (the Node runtime's fallback); the
      // host's beside its file.
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      // The Node federation plugin adds the content hash: `[name]-[contenthash].js`.
      chunkFilename: '[name].js',
      ...(isHost && { library: { type: 'commonjs2' } }),
      clean: true,
    },
    resolve: resolveOptions(isProduction),
    module: { rules: moduleRules(isProduction) },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new UniversalFederationPlugin({ ...federation, isServer: true, useRuntimePlugin: true }, {}),
    ],
    performance: false,
    stats: 'errors-warnings',
  };
}

module.exports = { SERVER_DIR, serverConfig };
