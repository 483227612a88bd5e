// @ts-check
// Lists the scripts the host needs before its first render in index.html as preloads. Without it
// the browser learns of them only once main.js has run the federation runtime (about 0.4 s on a
// phone), and only then starts downloading React and the rest.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupScriptsPlugin';

/** @typedef {import('webpack').Module} Module */

/** Webpack's public module types of a shared module's provider and consumer. */
const PROVIDE_SHARED = 'provide-module';
const CONSUME_SHARED = 'consume-shared-module';

/**
 * The JS files of the entry's async boundary (`import('./bootstrap')`) and, for every shared module
 * those files consume, of the host's own copy: with `loaded-first` the first app to load (the
 * host) provides the copy everyone uses, so that is the file the browser will fetch. Read through
 * webpack's public API only (module types, the chunk graph).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 */
function startupScripts(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  /**
   * The file a provided or consumed shared module's async blocks load (the package's own).
   * @param {Module} module
   */
  const loadedResource = (module) => {
    for (const block of module.blocks) {
      for (const dependency of block.dependencies) {
        // nameForCondition: the file's path, also for a module concatenated with others.
        const name = moduleGraph.getModule(dependency)?.nameForCondition();
        if (name) return name;
      }
    }
    return undefined;
  };
  // The host's provided copy of each package, by the file it loads: a consumer's fallback names
  // the same file, and the provided copy may sit in another chunk than the fallback.
  /** @type {Map<string, Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    const loads = module.type === PROVIDE_SHARED ? loadedResource(module) : undefined;
    if (loads) provided.set(loads, module);
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
        if (module.type !== CONSUME_SHARED) continue;
        const loads = loadedResource(module);
        visitBlocks((loads && provided.get(loads)) || module);
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
