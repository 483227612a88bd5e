import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { MESSAGE_STATUSES } from 'shared-api/contract';
import { countOutboxByStatus } from '../repositories/outbox-counts';
import { operationsService } from '../services/operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (served on METRICS_PORT by startMetricsServer). */
    metrics: Registry;
  }
}

/**
 * The process's own metrics (CPU, memory, event loop, GC), collected once per process: they
 * observe the process, not an app, and each collection hooks GC and event-loop monitors that are
 * never released (tests build hundreds of apps in one process).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics of the API (decision 097): request durations per route (the route's pattern,
 * so ids do not make new series), the process's own (CPU, memory, event loop, GC), the outbox's
 * messages per status and the last backup's time. Each app has its own registry.
 */
export const metricsPlugin = fp(
  (fastify, _opts, done) => {
    const registry = new Registry();
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, per route, in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    fastify.addHook('onResponse', (request, reply, next) => {
      durations.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      next();
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Messages in the outbox, per status',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const counts = await countOutboxByStatus(fastify.db);
        for (const status of MESSAGE_STATUSES) this.set({ status }, counts[status] ?? 0);
      },
    });
    const operations = operationsService(fastify);
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest complete backup was taken, in seconds since the epoch (0: none)',
      registers: [registry],
      async collect() {
        const { lastSuccessAt } = await operations.backupHealth();
        this.set(lastSuccessAt ? Date.parse(lastSuccessAt) / 1000 : 0);
      },
    });
    fastify.decorate('metrics', Registry.merge([processMetrics(), registry]));
    done();
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['env', 'db'] },
);

/**
 * Serves `registry` at /metrics on `host` (127.0.0.1: only this machine's Prometheus or agent),
 * apart from the API's port, so the site's visitors never see it. Resolves with the server.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { host: string; port: number },
): Promise<http.Server & { port: number }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: see /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}
