// @ts-check
// Production build of one remote (E2E_APP_DIR) into E2E_OUTPUT_PATH with E2E_REPLACE_FROM replaced
// by E2E_REPLACE_TO in its own sources, browser and server builds alike. Everything else is the
// remote's own webpack config.
const path = require('node:path');
const { COUNTER } = require('./replace-text-loader.cjs');

const appDir = process.env.E2E_APP_DIR;
const outputPath = process.env.E2E_OUTPUT_PATH;
const from = process.env.E2E_REPLACE_FROM;
const to = process.env.E2E_REPLACE_TO;
if (!appDir || !outputPath || !from || !to) {
  throw new Error('E2E_APP_DIR, E2E_OUTPUT_PATH, E2E_REPLACE_FROM and E2E_REPLACE_TO are required');
}
const appSources = path.join(appDir, 'src');
const browserOutput = outputPath;
/** @type {unknown} */
const appConfig = require(path.join(appDir, 'webpack.config.cjs'));
const createConfig =
  /** @type {import('../../../tools/federation/index.cjs').FederatedConfigFactory} */ (appConfig);

/**
 * One of the remote's builds (the browser's, and the server's in its server/ folder) with the
 * replacement made.
 * @param {import('webpack').Configuration} config
 */
function relabel(config) {
  const isServer = config.name === 'server';
  config.output = {
    ...config.output,
    path: isServer ? path.join(browserOutput, 'server') : browserOutput,
  };
  config.module?.rules?.push({
    test: /\.(ts|tsx)$/,
    include: appSources,
    enforce: 'pre',
    use: [{ loader: require.resolve('./replace-text-loader.cjs'), options: { from, to } }],
  });
  config.plugins?.push({
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      // thisCompilation: the remote's own compilation, not the HTML plugin's child compilation.
      compiler.hooks.thisCompilation.tap('ExpectReplacement', (compilation) => {
        compilation.hooks.finishModules.tap('ExpectReplacement', () => {
          if (!(/** @type {Record<symbol, number | undefined>} */ (globalThis)[COUNTER])) {
            compilation.errors.push(new Error(`"${from}" was not found in ${appDir}/src`));
          }
        });
      });
    },
  });
  return config;
}

/** @type {import('../../../tools/federation/index.cjs').FederatedConfigFactory} */
module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  return Array.isArray(config) ? config.map(relabel) : relabel(config);
};
