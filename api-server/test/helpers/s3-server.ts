import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProcess, waitForMessage } from '../../../scripts/lib/processes.cjs';
import type { AppConfig } from '../../src/plugins/env';
import type { S3Settings } from '../../src/uploads/store-settings';

export const TEST_BUCKET = 'property-uploads';
const START_TIMEOUT_MS = 30_000;

/**
 * Runs in a child process: s3rver (a real S3-protocol server, from npm) on 127.0.0.1 at a free
 * port, keeping its objects in a folder, with one bucket. It sends its port as a message and stops
 * when the message channel closes, so it never outlives the test process. Two of its quirks are
 * worked around: it signs continuation tokens with DES, which OpenSSL 3 keeps in its legacy
 * provider (hence the flag), and it canonicalises bucket URLs without the trailing slash the SDK
 * signs (hence allowMismatchedSignatures: signing is the SDK's business, not what these tests
 * check).
 */
const SERVER_SCRIPT = `
const S3rver = require(process.argv[1]);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3] }],
  allowMismatchedSignatures: true,
});
server.run().then(
  (address) => process.send({ port: address.port }),
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
process.on('disconnect', () => process.exit(0));
`;

function isPortMessage(message: unknown): message is { port: number } {
  return typeof (message as { port?: unknown } | null)?.port === 'number';
}

export interface TestS3Server {
  endpoint: string;
  /** Upload store settings for this server's bucket, under a prefix of their own. */
  settings(prefix?: string): S3Settings;
  /**
   * Makes an object look `byMs` older, as if it had been written that long ago: how a test lets
   * time pass for the orphan sweep, which spares objects younger than its minimum age.
   */
  backdate(key: string, byMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * s3rver keeps an object at `<folder>/<bucket>/<key>._S3rver_object` and reports that file's
 * modification time as the object's LastModified (its FilesystemStore, 4.x): moving it back ages
 * the object.
 */
async function backdateObject(directory: string, key: string, byMs: number): Promise<void> {
  const folders = key.split('/');
  const name = folders.pop() ?? '';
  const file = path.join(directory, TEST_BUCKET, ...folders, `${name}._S3rver_object`);
  const { mtimeMs } = await fs.stat(file);
  const then = new Date(mtimeMs - byMs);
  await fs.utimes(file, then, then);
}

/** Starts an S3 server for a test file; `stop` ends it and removes its folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3-test-'));
  const server = startProcess({
    name: 'the S3 server',
    command: process.execPath,
    args: [
      '--openssl-legacy-provider',
      '-e',
      SERVER_SCRIPT,
      require.resolve('@20minutes/s3rver'),
      directory,
      TEST_BUCKET,
    ],
    ipc: true,
  });
  const ready = await waitForMessage(server, isPortMessage, { timeoutMs: START_TIMEOUT_MS }).catch(
    async (error: unknown) => {
      await server.kill();
      await fs.rm(directory, { recursive: true, force: true });
      throw error;
    },
  );
  const endpoint = `http://127.0.0.1:${(ready as { port: number }).port}`;
  return {
    endpoint,
    settings: (prefix = `test-${randomBytes(6).toString('hex')}/`) => ({
      kind: 's3',
      bucket: TEST_BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async backdate(key, byMs) {
      await backdateObject(directory, key, byMs);
    },
    async stop() {
      await server.stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The upload store a test file runs against: the disk by default, or with `S3_TEST=1` a bucket on
 * an S3 server started for the file (as DATABASE_URL runs the suites on PostgreSQL). Call at the
 * top of the file; `overrides()` gives what `build()` needs, a prefix of its own per call.
 */
export function uploadStoreForTests(): { overrides(): Partial<AppConfig> } {
  if (process.env.S3_TEST !== '1') return { overrides: () => ({}) };
  let server: TestS3Server | null = null;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    overrides() {
      if (!server) throw new Error('the S3 server has not started');
      return { uploadStore: server.settings() };
    },
  };
}
