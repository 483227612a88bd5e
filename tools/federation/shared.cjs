// @ts-check
// The ONE shared map of every federated build (docs/decisions/081). Hosts and remotes must agree
// on it exactly, so it is written once here and never repeated in an app's config.
// The named stack's router (react-router-dom) and HTTP client (axios) are in it like React: one
// copy in the page, whichever app loads first (docs/decisions/093-the-named-stack.md).

/**
 * @typedef {object} SharedSingleton
 * @property {true} singleton
 * @property {false} eager
 * @property {string} requiredVersion
 */

/**
 * Shared as singletons: two copies of any of these break hooks, context or styles.
 * @type {readonly string[]}
 */
const SHARED_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'axios',
  'styled-components',
  '@tanstack/react-query',
  'shared-api',
  'shared-ui',
];

/**
 * Builds the `shared` option from an app's package.json. `requiredVersion` comes from the app's own
 * dependencies, so a mismatch between apps is reported by the federation runtime instead of hidden.
 * Never eager: eager sharing puts the library into the entry chunk of every app and defeats
 * `loaded-first` (the first loaded copy would no longer be the one every app uses).
 * @param {{ name: string; dependencies?: Record<string, string> }} pkg
 * @returns {Record<string, SharedSingleton>}
 */
function createSharedMap(pkg) {
  const dependencies = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_PACKAGES.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) {
        throw new Error(
          `${pkg.name}: "${packageName}" is a shared singleton and must be listed in dependencies`,
        );
      }
      return [key, { singleton: true, eager: false, requiredVersion }];
    }),
  );
}

module.exports = { SHARED_PACKAGES, createSharedMap };
