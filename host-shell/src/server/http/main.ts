// `npm run serve -w host-shell` (and `npm start`): the host's server for host-shell/dist (or the
// build folder given), on PORT (3000). Run by tsx: node --import tsx host-shell/src/server/http/main.ts [dist]
import path from 'node:path';
import { HOST_APP, appPort, distDir } from '../../../../scripts/lib/apps.mjs';
import { createHostServer } from './host-server';
import { listenUntilStopped } from './listen';

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? distDir(HOST_APP));
  const app = await createHostServer({ root, env: process.env });
  await listenUntilStopped(app, { port: appPort(process.env, HOST_APP), root, env: process.env });
}

main().catch((error: unknown) => {
  console.error(`host-shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
