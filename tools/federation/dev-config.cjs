// @ts-check
// Development only: webpack-dev-server answers /config.json the way the production static server
// does (scripts/lib/runtime-config.mjs), so `npm run dev` needs no other server for the config.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const RUNTIME_CONFIG_MODULE = pathToFileURL(
  path.join(__dirname, '..', '..', 'scripts', 'lib', 'runtime-config.mjs'),
).href;

/**
 * A `devServer.setupMiddlewares` that serves /config.json ahead of the SPA fallback.
 * @param {import('webpack-dev-server').Middleware[]} middlewares
 */
function serveRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'runtime-config',
    path: '/config.json',
    middleware: (
      /** @type {import('node:http').IncomingMessage} */ request,
      /** @type {import('node:http').ServerResponse} */ response,
      /** @type {(error?: unknown) => void} */ next,
    ) => {
      /** @type {Promise<typeof import('../../scripts/lib/runtime-config.mjs')>} */
      const runtimeConfig = import(RUNTIME_CONFIG_MODULE);
      runtimeConfig
        .then(({ readSiteConfig, runtimeConfigForHost }) => {
          const config = runtimeConfigForHost({
            env: process.env,
            host: request.headers.host,
            site: readSiteConfig(process.env),
          });
          response.setHeader('Cache-Control', 'no-store');
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(config));
        })
        .catch(next);
    },
  });
  return middlewares;
}

module.exports = { serveRuntimeConfig };
