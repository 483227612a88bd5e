import { buildApp } from './app';
import { createDatabase } from './db/database';
import { startMetricsServer } from './plugins/metrics';
import { buildConfig } from './plugins/env';
import { prepareDatabase } from './seed/first-start';
import type { SeedResult } from './seed/seed';
import { createFileStore } from './uploads/file-store';
import { sweepOrphanUploads } from './uploads/sweep';

const CLOSE_TIMEOUT_MS = 10_000;

function printBanner(url: string, username: string, seed: SeedResult): void {
  const lines = [`Property site API listening on ${url}`, `API documentation: ${url}/api/docs`];
  if (seed.demoProperties > 0) {
    lines.push(
      `Demo data: ${seed.demoProperties} listings created (going live: the dashboard deletes them all).`,
    );
  }
  if (seed.generatedAdminPassword) {
    lines.push(
      '',
      'FIRST START: an administrator account was created.',
      `  username: ${username}`,
      `  password: ${seed.generatedAdminPassword}`,
      'This password is shown ONCE. Sign in and keep it safe (or set ADMIN_PASSWORD before the',
      'first start to choose it).',
    );
  } else {
    lines.push(
      `Sign in as "${username}" with the administrator password (ADMIN_PASSWORD on first start).`,
    );
  }
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '='.repeat(width);
  process.stdout.write(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`);
}

async function main(): Promise<void> {
  const config = buildConfig();
  // A bucket that cannot be reached stops the start here, with a message naming it.
  const uploads = createFileStore(config);
  await uploads.check();
  const db = createDatabase(config);
  const seed = await prepareDatabase(db, config);
  const swept = await sweepOrphanUploads(db, uploads, { minAgeMs: config.orphanUploadMinAgeMs });
  await uploads.close();
  const app = await buildApp(config, { db });
  if (swept > 0) app.log.info({ files: swept }, 'removed upload files left by an interrupted save');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('requests still running after 10 s; exiting');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  if (config.metricsPort > 0) {
    // Loopback only: the metrics name routes and counts that are nobody else's business. A port
    // already taken (a second API process on this machine) turns metrics off, not the API.
    const metrics = await startMetricsServer(app.metrics, {
      host: '127.0.0.1',
      port: config.metricsPort,
    }).catch((error: unknown) => {
      app.log.warn(
        { err: error },
        `metrics are off: 127.0.0.1:${config.metricsPort} cannot be used (set METRICS_PORT to another port, or 0)`,
      );
      return null;
    });
    if (metrics) {
      app.addHook('onClose', (_instance, done) => {
        metrics.close(() => done());
        // A scraper's kept-alive connection would otherwise hold the close.
        metrics.closeAllConnections();
      });
      app.log.info(`Prometheus metrics at http://127.0.0.1:${metrics.port}/metrics`);
    }
  }
  await app.listen({ host: config.host, port: config.port });
  printBanner(config.apiPublicUrl, config.adminUsername, seed);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The API could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
