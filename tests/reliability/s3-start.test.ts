// The API started as `npm start` starts it, with UPLOADS_STORE=s3 (decision 080), against a real
// S3-protocol server (s3rver).
import fs from 'node:fs';
import path from 'node:path';
import type { PropertyListItem } from 'shared-api/contract';
import { startS3Server, type TestS3Server } from '../../api-server/test/helpers/s3-server';
import { storedFiles } from '../../api-server/test/uploads/stored-files';
import { findFreePorts } from '../e2e/support/free-ports';
import {
  apiEnv,
  killAllApis,
  makeDataDir,
  removeDataDir,
  startApi,
  startApiProcess,
} from './support/api-process';

jest.setTimeout(120_000);

let s3: TestS3Server;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
});
beforeEach(() => {
  dataDir = makeDataDir();
});
afterEach(async () => {
  await killAllApis();
  removeDataDir(dataDir);
});
afterAll(() => s3.stop());

describe('the API started with UPLOADS_STORE=s3', () => {
  it('stops at start with a message naming a bucket it cannot use', async () => {
    const [port] = await findFreePorts(1);
    const uploadStore = { ...s3.settings(), bucket: 'no-such-bucket' };
    const api = startApiProcess(apiEnv({ uploadStore }, port!, dataDir));
    const exit = await api.exited;
    expect(exit.code).toBe(1);
    expect(api.output()).toMatch(
      /The API could not start: Error: The upload bucket s3:\/\/no-such-bucket\//,
    );
    expect(api.output()).toMatch(/Check S3_BUCKET, S3_ENDPOINT, S3_REGION/);
  });

  it('seeds the demo photos into the bucket and serves them from it, with nothing on the local disk', async () => {
    const settings = s3.settings();
    const api = await startApi({ dataDir, uploadStore: settings });
    const list = (await (
      await fetch(`${api.url}/api/property/properties`)
    ).json()) as PropertyListItem[];
    const thumbnail = list.find((item) => item.thumbnail)?.thumbnail;
    expect(thumbnail).toMatch(/^uploads\/images\/[a-f0-9]{32}-card\.webp$/);
    const photo = await fetch(`${api.url}/${thumbnail}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const config = { uploadDir: path.join(dataDir, 'uploads'), uploadStore: settings };
    expect(await storedFiles(config)).toContain(thumbnail?.slice('uploads/'.length));
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'images'))).toBe(false);
  });
});
