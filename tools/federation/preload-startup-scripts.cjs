// Lists the scripts the host needs before its first render in index.html as preloads. Without it
// the browser learns of them only once main.js has run the federation runtime (about 0.4 s on a
// phone), and only then starts downloading React and the rest.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupScriptsPlugin';

/**
 * The JS files of the entry's async boundary (`import('./bootstrap')`) and, for every shared module
 * those files consume, of the host's own provided copy: with `loaded-first` the first app to load
 * (the host) provides the copy everyone uses, so that is the file the browser will fetch.
 */
function startupScripts(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  // `_name` (share key of a provided module) and `options.shareKey` are fields of the federation
  // plugin's module classes, not a public API: @module-federation/enhanced is pinned exactly, and
  // the end-to-end suite checks that the page preloads scripts that exist.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const provider = provided.get(module.options.shareKey);
        visitBlocks(provider ?? module);
      }
    }
  };
  const entryChunk = compilation.entrypoints.get(entryName).getEntrypointChunk();
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
    // Only the app's own code: the federation runtime's modules load nothing at startup.
    if (moduleGraph.getIssuer(module) === null && module.resource) visitBlocks(module);
  }
  return [...files];
}

class PreloadStartupScriptsPlugin {
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
