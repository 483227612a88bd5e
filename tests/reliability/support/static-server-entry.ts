// The host's or a remote's server with limits a test chooses (timeouts of a second or two, where
// production waits 10-30 s), started on a port the system picks. Run by tsx:
//   node --import tsx static-server-entry.ts '<json: { root, host?, limits? }>'
// Prints the same "serving <root> at <url>" line as the production servers.
import type { AddressInfo } from 'node:net';
import { createHostServer } from '../../../host-shell/src/server/http/host-server';
import { createRemoteServer } from '../../../host-shell/src/server/http/remote-server';
import {
  STATIC_SERVER_LIMITS,
  type StaticServerLimits,
} from '../../../host-shell/src/server/http/server-limits';

interface EntryOptions {
  root: string;
  host?: boolean;
  limits?: Partial<StaticServerLimits>;
}

async function main(): Promise<void> {
  const { root, host = false, limits = {} } = JSON.parse(process.argv[2] ?? '{}') as EntryOptions;
  const options = { root, env: process.env, limits: { ...STATIC_SERVER_LIMITS, ...limits } };
  const app = host ? await createHostServer(options) : await createRemoteServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  console.log(`serving ${root} at http://127.0.0.1:${port}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
