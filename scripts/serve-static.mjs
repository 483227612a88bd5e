#!/usr/bin/env node
// @ts-check
// Serves one remote's build (a webpack dist folder) in production:
//   node scripts/serve-static.mjs <dist-dir> [--port N]
// The dist folder of a known remote (e.g. mfe-public/dist) defaults to that remote's port. The
// server itself is host-shell/src/server/http/remote-server.ts, which shares its static files'
// rules, security headers and limits with the host's server (docs/decisions/099).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { APPS, appPort, distDir, readPort, REPO_ROOT } from './lib/apps.mjs';
import { errorMessage } from './lib/error-message.mjs';

const HTTP_DIR = path.join(REPO_ROOT, 'host-shell', 'src', 'server', 'http');

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' } },
  });
  const root = path.resolve(positionals[0] ?? 'dist');
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`${root} is not a folder. Build the app first (npm run build -w <app>).`);
  }
  const known = APPS.find((entry) => distDir(entry) === root && !entry.isHost);
  const port = values.port
    ? readPort({ PORT: values.port }, 'PORT', 0)
    : known
      ? appPort(process.env, known)
      : readPort(process.env, 'PORT', 3000);
  /** @type {unknown} */
  const server = await tsImport(path.join(HTTP_DIR, 'remote-server.ts'), import.meta.url);
  /** @type {unknown} */
  const listen = await tsImport(path.join(HTTP_DIR, 'listen.ts'), import.meta.url);
  const { createRemoteServer } =
    /** @type {typeof import('../host-shell/src/server/http/remote-server')} */ (server);
  const { listenUntilStopped } =
    /** @type {typeof import('../host-shell/src/server/http/listen')} */ (listen);
  const app = await createRemoteServer({ root, env: process.env });
  await listenUntilStopped(app, { port, root, env: process.env });
}

main().catch((error) => {
  console.error(`serve-static: ${errorMessage(error)}`);
  process.exit(1);
});
