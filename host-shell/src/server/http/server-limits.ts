// How long the host's and the remotes' servers wait for a client, and how many clients it holds at once
// (docs/decisions/076-static-servers-hardening.md). A browser sends a request for a page or a
// script in one or two packets and then reads the answer as fast as its network allows; a client
// far slower than that is broken or is holding connections on purpose (a slow-request attack), and
// is cut off instead of being waited for without end.

import type { Server } from 'node:http';

export interface StaticServerLimits {
  /** The request line and headers must have arrived by then. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived by then. */
  requestTimeoutMs: number;
  /** A connection with no byte either way for this long is closed. */
  idleTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their timeouts. */
  checkIntervalMs: number;
  /** Connections held at once; more are refused on arrival. */
  maxConnections: number;
}

export const STATIC_SERVER_LIMITS: StaticServerLimits = {
  // A browser's headers are one packet, a round trip at most: 10 s leave a poor mobile link room.
  headersTimeoutMs: 10_000,
  // The remotes' servers answer GET and HEAD, which carry no body: the request is its headers.
  // The host's also passes uploads on to the API: it gives them the API's time
  // (readStaticServerLimits).
  requestTimeoutMs: 15_000,
  // A phone on a bad network stalls for seconds, not for half a minute.
  idleTimeoutMs: 30_000,
  // Node's own default. A browser that comes back later opens a new connection in one round trip.
  keepAliveTimeoutMs: 5_000,
  // Node's default is 30 s, which would let a request overrun its timeout by that much.
  checkIntervalMs: 1_000,
  // About 150 browsers loading a page at once (six connections each) on one server; far below the
  // file descriptors Node has, so a flood of idle connections cannot stop the server opening files.
  maxConnections: 1_000,
};

const MAX_CONNECTIONS_LIMIT = 1_000_000;
/** A refused connection is logged at most this often: a flood must not flood the log too. */
const DROP_WARNING_INTERVAL_MS = 60_000;

/**
 * The limits with the operator's STATIC_MAX_CONNECTIONS, if set (a whole number, 1 or more), and
 * for a server that passes uploads on to the API (`forUploads`), the API's UPLOAD_TIMEOUT_MINUTES
 * (default 15) for a whole request: its other requests are bounded by the headers' timeout and
 * the idle one.
 */
export function readStaticServerLimits(
  env: NodeJS.ProcessEnv,
  { forUploads = false } = {},
): StaticServerLimits {
  const raw = env.STATIC_MAX_CONNECTIONS?.trim();
  const maxConnections = raw ? Number(raw) : STATIC_SERVER_LIMITS.maxConnections;
  if (!Number.isInteger(maxConnections) || maxConnections < 1) {
    throw new Error(`STATIC_MAX_CONNECTIONS must be a whole number of 1 or more, got "${raw}"`);
  }
  const uploadMinutes = Number(env.UPLOAD_TIMEOUT_MINUTES?.trim() || 15);
  return {
    ...STATIC_SERVER_LIMITS,
    ...(forUploads && Number.isFinite(uploadMinutes) && uploadMinutes > 0
      ? { requestTimeoutMs: uploadMinutes * 60_000 }
      : {}),
    maxConnections: Math.min(maxConnections, MAX_CONNECTIONS_LIMIT),
  };
}

/**
 * Fastify's options for the limits. `http` goes to Node's http.createServer: the headers timeout
 * and the checking interval are not Fastify options of their own.
 */
export function fastifyLimitOptions(limits: StaticServerLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

/**
 * Refuses connections beyond `maxConnections` (Node closes them on arrival) and says so in the
 * log, so an operator learns why visitors were turned away. `name`: what the log calls it.
 */
export function capConnections(server: Server, maxConnections: number, name: string): void {
  server.maxConnections = maxConnections;
  let lastWarningAt = -Infinity;
  server.on('drop', () => {
    const now = Date.now();
    if (now - lastWarningAt < DROP_WARNING_INTERVAL_MS) return;
    lastWarningAt = now;
    console.warn(
      `${name} refused a connection: ${maxConnections} connections are open ` +
        '(STATIC_MAX_CONNECTIONS)',
    );
  });
}
