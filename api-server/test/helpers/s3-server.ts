import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AppConfig } from '../../src/plugins/env';
import type { S3Settings } from '../../src/uploads/store-settings';

export const TEST_BUCKET = 'property-uploads';
const START_TIMEOUT_MS = 30_000;

/**
 * Runs in a child process: s3rver (a real S3-protocol server, from npm) on 127.0.0.1 at a free
 * port, keeping its objects in a folder, with one bucket. It answers the port on stdout and stops
 * when its stdin closes, so it never outlives the test process. Two of its quirks are worked
 * around: it signs continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider
 * (hence the flag), and it canonicalises bucket URLs without the trailing slash the SDK signs
 * (hence allowMismatchedSignatures: signing is the SDK's business, not what these tests check).
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
  (address) => process.stdout.write(JSON.stringify({ port: address.port }) + '\\n'),
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

export interface TestS3Server {
  endpoint: string;
  /** Upload store settings for this server's bucket, under a prefix of their own. */
  settings(prefix?: string): S3Settings;
  stop(): Promise<void>;
}

/** Starts an S3 server for a test file; `stop` ends it and removes its folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3-test-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '-e',
      SERVER_SCRIPT,
      require.resolve('@20minutes/s3rver'),
      directory,
      TEST_BUCKET,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the S3 server did not start')),
      START_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the S3 server exited: ${errors}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
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
    async stop() {
      child.stdin.end();
      await exited;
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
