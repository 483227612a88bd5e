// @ts-check
// Brotli and gzip copies of a production build's text files, written by the build beside them
// (`x.js.br`, `x.js.gz`), which the servers send to browsers that take them (@fastify/static's
// preCompressed, host-shell/src/server/http/static-files.ts): compressed once, at the strongest
// level, never per request (docs/decisions/099).
const { constants } = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|mjs|json|html|css|svg|txt)$/;
/** Below this size compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** @type {import('node:zlib').BrotliOptions} */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The two plugins: brotli for browsers that take it, gzip for the rest. */
function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      threshold: MIN_BYTES,
      compressionOptions: BROTLI_OPTIONS,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_FILES,
      threshold: MIN_BYTES,
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };
