// @ts-check
// Webpack loader for the redeploy journey: replaces one visible text in a remote's sources, so a
// real production rebuild of the remote differs from the build the host first loaded.
const COUNTER = Symbol.for('property-site.e2e.replacements');
/** Where the count of replacements is kept: the webpack config reads it across modules. */
const counts = /** @type {Record<symbol, number | undefined>} */ (globalThis);

/**
 * @this {import('webpack').LoaderContext<{ from: string, to: string }>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function replaceTextLoader(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) return source;
  counts[COUNTER] = (counts[COUNTER] ?? 0) + 1;
  return source.split(from).join(to);
};

module.exports.COUNTER = COUNTER;
