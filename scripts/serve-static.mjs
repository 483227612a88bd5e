#!/usr/bin/env node
// @ts-check
// Serves one built front end (a webpack dist folder) in production:
//   node scripts/serve-static.mjs <dist-dir> [--port N] [--spa] [--config]
// --spa     unknown paths without a file extension answer index.html (the host's client routes)
// --config  answers /config.json, generated per request from the environment (docs/decisions/081)
// The dist folder of a known app (e.g. mfe-public/dist) defaults to that app's port (and flags).
// Entry files are never cached, content-hashed files forever; security headers on every answer.
// Source maps and build statistics are never served; slow clients are cut off
// (docs/decisions/076-static-servers-hardening.md).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, appPort, distDir, readPort } from './lib/apps.mjs';
import { errorMessage } from './lib/error-message.mjs';
import { precompressDir } from './lib/precompress.mjs';
import { createStaticServer } from './lib/static-server.mjs';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      spa: { type: 'boolean', default: false },
      config: { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(positionals[0] ?? 'dist');
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(
      `serve-static: ${root} is not a folder. Build the app first (npm run build -w <app>).`,
    );
    process.exit(1);
  }
  // `npm run serve -w <app>` serves the app's own dist: its usual port, and for the host the
  // client-side routes and /config.json, unless the flags say otherwise.
  const known = APPS.find((entry) => distDir(entry) === root);
  const port = values.port
    ? readPort({ PORT: values.port }, 'PORT', 0)
    : known
      ? appPort(process.env, known)
      : readPort(process.env, 'PORT', 3000);
  const host = process.env.HOST?.trim() || '0.0.0.0';
  const spa = values.spa || Boolean(known?.isHost);
  const serveConfig = values.config || Boolean(known?.isHost);

  try {
    const count = precompressDir(root);
    if (count > 0) console.log(`compressed ${count} files of ${root} (brotli, gzip)`);
  } catch (error) {
    console.warn(
      `serve-static: serving uncompressed, cannot write beside ${root}: ${errorMessage(error)}`,
    );
  }
  // The host's own port is the site's port (the default PUBLIC_SITE_URL is on it).
  const env = serveConfig ? { ...process.env, PORT: String(port) } : process.env;
  const app = await createStaticServer({ root, spa, serveConfig, env });
  await app.listen({ port, host });
  console.log(`serving ${root} at http://${host}:${port}`);

  let isClosing = false;
  const close = (/** @type {NodeJS.Signals} */ signal) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal}: closing ${root}`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  main().catch((error) => {
    console.error(`serve-static: ${errorMessage(error)}`);
    process.exit(1);
  });
}
