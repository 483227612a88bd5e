// @ts-check
// Keeps what a production build writes for us, not for browsers, out of the folder that is served
// or copied to a CDN (docs/decisions/076-static-servers-hardening.md):
// - source maps (`devtool: 'hidden-source-map'`: full sources, and no comment in the scripts
//   pointing at them) go to `<dist>-sourcemaps/` beside `dist/`, kept for reading error reports;
// - the federation plugin's `mf-stats.json` (build statistics, every dependency's version) is not
//   written at all: nothing reads it. `mf-manifest.json` stays, though nothing of ours reads it
//   either: the browser and the host's server load each remote by its `remoteEntry.js`.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'PrivateBuildFilesPlugin';
const SOURCE_MAP = /\.map$/;
const BUILD_STATISTICS = 'mf-stats.json';

/**
 * `<app>/dist` → `<app>/dist-sourcemaps`: beside the build, never inside it.
 * @param {string} outputPath
 */
function sourceMapsDir(outputPath) {
  return path.join(path.dirname(outputPath), `${path.basename(outputPath)}-sourcemaps`);
}

class PrivateBuildFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    /** @type {Map<string, Buffer>} */
    let maps = new Map();

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      maps = new Map();
      // The last stage: after the source maps (DEV_TOOLING), the content hashes in their names
      // (OPTIMIZE_HASH) and the federation statistics (OPTIMIZE_TRANSFER) are all written.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (SOURCE_MAP.test(name)) {
              const map = compilation.getAsset(name);
              if (map) maps.set(name, map.source.buffer());
              compilation.deleteAsset(name);
            } else if (path.posix.basename(name) === BUILD_STATISTICS) {
              compilation.deleteAsset(name);
            }
          }
        },
      );
    });

    // Only after a build that was written: a failed production build emits nothing.
    compiler.hooks.afterEmit.tap(PLUGIN, () => {
      const dir = sourceMapsDir(compiler.outputPath);
      // Replaced whole, like dist/ (output.clean): maps of older builds would only pile up.
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      // A build output like dist/, never committed (the root .gitignore knows only dist/).
      fs.writeFileSync(path.join(dir, '.gitignore'), '*\n');
      for (const [name, source] of maps) {
        const file = path.join(dir, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, source);
      }
      maps = new Map();
    });
  }
}

module.exports = { PrivateBuildFilesPlugin, sourceMapsDir };
