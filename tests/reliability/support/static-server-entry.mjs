// @ts-check
// The static server with limits a test chooses (timeouts of a second or two, where production
// waits 10-30 s): the production static server (scripts/lib/static-server.mjs), started on a
// port the system picks. Usage: node static-server-entry.mjs '<json: { root, spa?, serveConfig?, limits? }>'
// Prints the same "serving <root> at <url>" line as `node scripts/serve-static.mjs`.
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';
import { STATIC_SERVER_LIMITS } from '../../../scripts/lib/server-limits.mjs';

/**
 * @typedef {object} EntryOptions
 * @property {string} root
 * @property {boolean} [spa]
 * @property {boolean} [serveConfig]
 * @property {Partial<import('../../../scripts/lib/server-limits.mjs').StaticServerLimits>} [limits]
 */
/** @type {unknown} */
const parsed = JSON.parse(process.argv[2] ?? '{}');
const {
  root,
  spa = false,
  serveConfig = false,
  limits = {},
} = /** @type {EntryOptions} */ (parsed);
const app = await createStaticServer({
  root,
  spa,
  serveConfig,
  limits: { ...STATIC_SERVER_LIMITS, ...limits },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
console.log(`serving ${root} at http://127.0.0.1:${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
