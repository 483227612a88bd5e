// @ts-check
// Lists the scripts the host needs before its first render in index.html as preloads. Without it
// the browser learns of them only once main.js has run the federation runtime (about 0.4 s on a
// phone), and only then starts downloading React and the rest.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupScriptsPlugin';

/** @typedef {import('webpack').Module} Module */
/**
 * What this plugin reads of the federation plugin's module classes (see startupScripts).
 * @typedef {Module & { _name?: string, options?: { shareKey?: string } }} SharedModule
 */

/**
 * The JS files of the entry's async boundary (`import('./bootstrap')`) and, for every shared module
 * those files consume, of the host's own provided copy: with `loaded-first` the first app to load
 * (the host) provides the copy everyone uses, so that is the file the browser will fetch.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 */
function startupScripts(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  // `_name` (share key of a provided module) and `options.shareKey` are fields of the federation
  // plugin's module classes, not a public API: @module-federation/enhanced is pinned exactly, and
  // the end-to-end suite checks that the page preloads scripts that exist.
  /** @type {Map<string | undefined, Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') {
      provided.set(/** @type {SharedModule} */ (module)._name, module);
    }
  }
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  /** @param {Module} module */
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  /** @param {import('webpack').ChunkGroup | undefined} group */
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const provider = provided.get(/** @type {SharedModule} */ (module).options?.shareKey);
        visitBlocks(provider ?? module);
      }
    }
  };
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`${PLUGIN}: the build has no entry "${entryName}"`);
  for (const module of chunkGraph.getChunkModulesIterable(entrypoint.getEntrypointChunk())) {
    const resource = /** @type {Module & { resource?: string }} */ (module).resource;
    // Only the app's own code: the federation runtime's modules load nothing at startup.
    if (moduleGraph.getIssuer(module) === null && resource) visitBlocks(module);
  }
  return [...files];
}

class PreloadStartupScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '';
        const preloads = startupScripts(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupScriptsPlugin };
