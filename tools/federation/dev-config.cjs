// @ts-check
// Development only: webpack-dev-server answers /config.json with the development servers'
// addresses (host-shell/src/server/http/runtime-config.ts), so `npm run dev` needs no other
// server for the config.
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const RUNTIME_CONFIG_MODULE = path.join(
  __dirname,
  '..',
  '..',
  'host-shell',
  'src',
  'server',
  'http',
  'runtime-config.ts',
);

/**
 * A `devServer.setupMiddlewares` that serves /config.json ahead of the SPA fallback.
 * @param {import('webpack-dev-server').Middleware[]} middlewares
 */
function serveRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'runtime-config',
    path: '/config.json',
    middleware: (
      /** @type {import('node:http').IncomingMessage} */ _request,
      /** @type {import('node:http').ServerResponse} */ response,
      /** @type {(error?: unknown) => void} */ next,
    ) => {
      try {
        /** @type {unknown} */
        const loaded = tsx.require(RUNTIME_CONFIG_MODULE, __filename);
        const { buildDevRuntimeConfig } =
          /** @type {typeof import('../../host-shell/src/server/http/runtime-config')} */ (loaded);
        response.setHeader('Cache-Control', 'no-store');
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(buildDevRuntimeConfig(process.env)));
      } catch (error) {
        next(error);
      }
    },
  });
  return middlewares;
}

module.exports = { serveRuntimeConfig };
