// @ts-check
// `npm start` checks every port it will listen on before it builds or starts anything (decision 094):
// a second start used to print "The property site is running" and then fail on a used port.
import net from 'node:net';
import { APPS, apiPort, appPort } from './apps.mjs';

/**
 * @typedef {{ name: string, port: number, setting: string }} WantedPort
 */

/**
 * The ports `npm start` listens on, each with the setting that moves it.
 * @param {NodeJS.ProcessEnv} env
 * @returns {WantedPort[]}
 */
export function wantedPorts(env) {
  return [
    { name: 'API', port: apiPort(env), setting: 'API_PORT' },
    ...APPS.map((app) => ({
      name: app.isHost ? 'site' : app.pkg,
      port: appPort(env, app),
      setting: app.portEnv,
    })),
  ];
}

/**
 * Whether something already listens on the port at `host` (an attempt to listen is refused).
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function isTaken(port, host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/**
 * The wanted ports already in use at `host` (HOST, or every address), in the order given.
 * @param {WantedPort[]} ports
 * @param {string} host
 */
export async function findTakenPorts(ports, host) {
  /** @type {WantedPort[]} */
  const taken = [];
  for (const wanted of ports) if (await isTaken(wanted.port, host)) taken.push(wanted);
  return taken;
}

/**
 * What to tell the person about taken ports: which, and which setting moves each.
 * @param {WantedPort[]} taken
 */
export function describeTakenPorts(taken) {
  return [
    `Cannot start: ${taken.length === 1 ? 'a port is' : 'ports are'} already in use (is the site already running?).`,
    ...taken.map(
      ({ name, port, setting }) =>
        `  port ${port} (${name}) is taken: stop what uses it, or set ${setting} to a free port`,
    ),
  ].join('\n');
}
