import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/uploads/store-settings';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { storedFiles } from './stored-files';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVER = path.join(REPO_ROOT, 'api-server', 'src', 'server.ts');
const START_TIMEOUT_MS = 120_000;

let s3: TestS3Server;
let dataDir: string;
let api: ChildProcess | null = null;

beforeAll(async () => {
  s3 = await startS3Server();
});
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-start-'));
});
afterEach(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  api = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => s3.stop());

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API as `npm start` runs it, with its uploads in the bucket of `settings`. */
function startApi(
  settings: S3Settings,
  port: number,
): { output: () => string; exit: Promise<number | null> } {
  let output = '';
  api = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'S3-start-admin-1!',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      UPLOADS_STORE: 's3',
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: settings.prefix,
      AWS_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
      AWS_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const child = api;
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { output: () => output, exit };
}

async function waitForHealth(url: string, exit: Promise<number | null>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  void exit.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

describe('the API started with UPLOADS_STORE=s3', () => {
  it(
    'stops at start with a message naming a bucket it cannot use',
    async () => {
      const { output, exit } = startApi(
        { ...s3.settings(), bucket: 'no-such-bucket' },
        await freePort(),
      );
      expect(await exit).toBe(1);
      expect(output()).toMatch(
        /The API could not start: Error: The upload bucket s3:\/\/no-such-bucket\//,
      );
      expect(output()).toMatch(/Check S3_BUCKET, S3_ENDPOINT, S3_REGION/);
    },
    START_TIMEOUT_MS,
  );

  it(
    'seeds the demo photos into the bucket and serves them from it, with nothing on the local disk',
    async () => {
      const settings = s3.settings();
      const port = await freePort();
      const { output, exit } = startApi(settings, port);
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, exit).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${output()}`);
      });
      const list = (await (await fetch(`${url}/api/property/properties`)).json()) as {
        thumbnail: string | null;
      }[];
      const thumbnail = list.find((item) => item.thumbnail)?.thumbnail;
      expect(thumbnail).toMatch(/^uploads\/images\/[a-f0-9]{32}-card\.webp$/);
      const photo = await fetch(`${url}/${thumbnail}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      const config = { uploadDir: path.join(dataDir, 'uploads'), uploadStore: settings };
      expect(await storedFiles(config)).toContain(thumbnail?.slice('uploads/'.length));
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'images'))).toBe(false);
    },
    START_TIMEOUT_MS,
  );
});
