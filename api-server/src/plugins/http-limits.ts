import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { HttpLimits } from './env';
import { API_SECURITY_HEADERS } from './security-headers';

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive';
export const BAD_ADDRESS_MESSAGE = 'The address is not valid';
export const BAD_REQUEST_MESSAGE = 'The request could not be read';

/**
 * The Fastify options that bound what a client can hold: headers within `headersTimeoutMs`, the
 * whole request (the largest upload included) within `requestTimeoutMs`, idle kept-alive
 * connections closed after `keepAliveTimeoutMs`, and the errors Fastify answers before any hook
 * runs (a malformed URL, a request Node cannot parse, a timeout) in the API's JSON shape with the
 * security headers, never echoing the URL.
 */
export function httpServerOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the header and request limits on this tick (30 s by default, which would
      // give a slow client up to 30 s more than the limit).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A socket silent this long is dead (a slow upload still sends bytes every second).
    connectionTimeout: limits.requestTimeoutMs,
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
      void reply
        .code(status)
        .headers(API_SECURITY_HEADERS)
        .send({ message: status === 400 ? BAD_ADDRESS_MESSAGE : 'Not found' });
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, text, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', REQUEST_TIMEOUT_MESSAGE]
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
            : [400, 'Bad Request', BAD_REQUEST_MESSAGE];
      if (socket.writable) {
        const body = JSON.stringify({ message });
        const headers = Object.entries({
          ...API_SECURITY_HEADERS,
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          connection: 'close',
        }).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`HTTP/1.1 ${status} ${text}\r\n${headers.join('')}\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}

/** True when a request announces a body that is not an upload (uploads are multipart). */
function hasPlainBody(request: FastifyRequest): boolean {
  const { headers } = request;
  const announced =
    headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
  return announced && !/^multipart\//i.test(headers['content-type'] ?? '');
}

/**
 * A JSON or form body (16 KB at most) must arrive within `bodyTimeoutMs`, or the request is
 * answered 408 and its connection closed: a body sent a byte every few seconds no longer holds a
 * connection for minutes. Multipart uploads (signed-in staff only: anyone else is refused before
 * the body is read) have the whole-request limit instead. Also caps the open connections.
 */
export const httpLimitsPlugin = fp(
  (fastify, _opts, done) => {
    const { bodyTimeoutMs, maxConnections } = fastify.config.http;
    fastify.server.maxConnections = maxConnections;
    const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    const clear = (request: FastifyRequest) => clearTimeout(deadlines.get(request));

    fastify.addHook('preParsing', (request, reply, payload, next) => {
      if (!hasPlainBody(request)) {
        next(null, payload);
        return;
      }
      const guarded = new PassThrough() as PassThrough & { receivedEncodedLength: number };
      guarded.receivedEncodedLength = 0;
      payload.on('data', (chunk: Buffer) => {
        guarded.receivedEncodedLength += chunk.length;
      });
      const timer = setTimeout(() => {
        payload.unpipe(guarded);
        void reply.header('connection', 'close');
        guarded.destroy(new HttpError(408, REQUEST_TIMEOUT_MESSAGE));
      }, bodyTimeoutMs);
      deadlines.set(request, timer);
      payload.once('end', () => clearTimeout(timer));
      next(null, payload.pipe(guarded));
    });
    fastify.addHook('preValidation', (request, _reply, next) => {
      clear(request);
      next();
    });
    fastify.addHook('onResponse', (request, _reply, next) => {
      clear(request);
      // Answered before its body arrived (an upload refused for its token, its 7th image...):
      // Node would go on reading the rest, at whatever pace the client sends it. Close instead.
      if (request.raw.complete === false) request.raw.socket.destroy();
      next();
    });
    fastify.addHook('onRequestAbort', (request, next) => {
      clear(request);
      next();
    });
    done();
  },
  { name: 'http-limits', fastify: '5.x', dependencies: ['env', 'security-headers'] },
);
