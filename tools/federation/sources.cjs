// @ts-check
// How an app's sources become modules (docs/decisions/001): the same in the browser's and the
// server's builds (index.cjs, server-build.cjs).
const path = require('node:path');

const INJECT_RUNTIME_PLUGIN_CJS =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');
// react-router 7's package exports name only its development build, warnings and checks included
// (remix-run/react-router#14102). It ships the production build beside it; a production bundle
// takes that one's ES module files, as the "import" condition would. react-router-dom, the package
// the apps import, re-exports these two entries.
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(
    require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom')] }),
  ),
  'dist',
  'production',
);
/** Baseline of the browsers we support; swc and webpack's own runtime both emit this level. */
const ES_TARGET = 'es2020';

/**
 * True for files inside an installed package. Workspace packages resolve (through their
 * symlink) to their real path outside node_modules, so they are transpiled from source.
 * @param {string} file
 */
function isInstalledPackage(file) {
  return file.split(path.sep).includes('node_modules');
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
 * How modules are found, the same in the browser's and the server's builds.
 * @param {boolean} isProduction
 * @returns {import('webpack').ResolveOptions}
 */
function resolveOptions(isProduction) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // The plugin behind `provideExternalRuntime` is added by its CommonJS path, which requires
    // the CommonJS build of the runtime: a second copy beside the ES module one the host runs.
    alias: {
      [`${INJECT_RUNTIME_PLUGIN_CJS}$`]: INJECT_RUNTIME_PLUGIN_ESM,
      ...(isProduction && {
        'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'),
        'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
      }),
    },
  };
}

/**
 * How sources and assets are turned into modules, the same in both builds.
 * @param {boolean} isProduction
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules(isProduction) {
  return [
    swcRule(/\.(ts|mts|js|mjs)$/, false, isProduction),
    swcRule(/\.(tsx|jsx)$/, true, isProduction),
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
    },
    { test: /\.(woff2?)$/i, type: 'asset/resource' },
  ];
}

module.exports = { ES_TARGET, moduleRules, resolveOptions };
