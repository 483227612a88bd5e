import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { makeMp4, multipart } from '../../api-server/test/uploads/fixtures';
import { draftFields } from '../../api-server/test/routes/property/setup';
import {
  killAllApis,
  removeDataDir,
  signIn,
  startApi,
  type ApiProcess,
} from './support/api-process';
import { fetchLookupIds, propertyFiles } from './support/property-form';
import { sqliteFile } from './support/uploads';

jest.setTimeout(180_000);

const UPLOADS = 3;
const VIDEO_BYTES = 8 * 1024 * 1024;
/** The hard bound: SIGTERM to exit. */
const EXIT_BOUND_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SlowUpload {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** Starts a multipart upload and sends only its head: the server is then receiving the video. */
function startSlowUpload(
  api: ApiProcess,
  token: string,
  payload: Buffer,
  contentType: string,
  headBytes: number,
): SlowUpload {
  const request = http.request({
    host: '127.0.0.1',
    port: api.port,
    method: 'POST',
    path: '/api/property/store',
    agent: false,
    headers: {
      'content-type': contentType,
      'content-length': payload.length,
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(payload.subarray(0, headBytes));
  return { finish: () => request.end(payload.subarray(headBytes)), answer };
}

type Probe = 'refused' | 'unavailable' | 'answered' | 'hung' | `error ${string}`;

/** One request on a brand-new connection: how the server treats a newcomer. */
function probeNewConnection(api: ApiProcess): Promise<Probe> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port: api.port, path: '/api/health', agent: false, timeout: 3_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 503 ? 'unavailable' : 'answered');
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve('hung');
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : `error ${error.code ?? error.message}`),
    );
  });
}

function countPartialUploads(dataDir: string): number {
  const work = path.join(dataDir, 'uploads', '.tmp');
  if (!fs.existsSync(work)) return 0;
  return fs.readdirSync(work).filter((name) => name.endsWith('.upload')).length;
}

let api: ApiProcess | null = null;
afterAll(async () => {
  await killAllApis();
  if (api) removeDataDir(api.dataDir);
});

describe('SIGTERM while uploads are in flight', () => {
  it('lets the uploads finish with 201, refuses new connections cleanly and exits 0 within 10 s', async () => {
    api = await startApi();
    const started = api;
    const token = await signIn(started.url);
    const ids = await fetchLookupIds(started.url);
    const [image1, image2, , sanction] = await propertyFiles(ids);
    const video = {
      name: 'video',
      content: makeMp4(VIDEO_BYTES),
      filename: 'tour.mp4',
      contentType: 'video/mp4',
    };

    const uploads: SlowUpload[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const body = await multipart(draftFields(ids, { projectName: `Graceful ${index}` }), [
        image1!,
        image2!,
        video,
        sanction!,
      ]);
      const videoStart = body.payload.indexOf('ftypisom');
      uploads.push(
        startSlowUpload(
          started,
          token,
          body.payload,
          body.headers['content-type']!,
          videoStart + 1024 * 1024,
        ),
      );
    }
    // Each upload is inside its handler once its video is being written to the work folder.
    const deadline = Date.now() + 60_000;
    // Each upload writes three files to the work folder: its two photos (received, decoded later),
    // then its video, which is still arriving: all three mean every upload is in its handler.
    while (countPartialUploads(started.dataDir) < UPLOADS * 3) {
      if (Date.now() > deadline)
        throw new Error(`uploads never reached the server:\n${started.output()}`);
      await sleep(50);
    }

    const signalledAt = Date.now();
    process.kill(started.pid, 'SIGTERM');
    const probes: Probe[] = [];
    while (Date.now() - signalledAt < 5_000) {
      const probe = await probeNewConnection(started);
      probes.push(probe);
      // A connection the kernel had queued when the listening socket closed is reset
      // (ECONNRESET) before any request is read: the closing instant, so probe again.
      if (probe !== 'answered' && probe !== 'error ECONNRESET') break;
      await sleep(50);
    }
    expect(probes.at(-1)).toMatch(/^(refused|unavailable)$/);

    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(UPLOADS).fill(201));

    let timer: NodeJS.Timeout | undefined;
    const exit = await Promise.race([
      started.exited,
      new Promise<null>(
        (resolve) => (timer = setTimeout(() => resolve(null), EXIT_BOUND_MS + 2_000)),
      ),
    ]);
    clearTimeout(timer);
    const exitMs = Date.now() - signalledAt;
    console.log(`graceful stop: probes ${probes.join(', ')}; exited after ${exitMs} ms`);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_BOUND_MS);

    const db = new Sqlite(sqliteFile(started.dataDir), { readonly: true });
    try {
      const saved = db
        .prepare(`select count(*) as n from properties where project_name like 'Graceful %'`)
        .get() as { n: number };
      expect(saved.n).toBe(UPLOADS);
    } finally {
      db.close();
    }
    expect(countPartialUploads(started.dataDir)).toBe(0);
  });
});
