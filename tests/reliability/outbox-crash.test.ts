// Decision 092: a message written with its lead survives a kill -9 of the API. Killed between
// the save and the send, the lead's mails go out after the restart; killed between a send and its
// record, a mail may go again, with the same Message-ID so the receiver can tell.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  startMailCatcher,
  type MailCatcher,
} from '../../api-server/test/helpers/message-receivers';
import {
  killAllApis,
  makeDataDir,
  removeDataDir,
  startApi,
  type ApiProcess,
} from './support/api-process';

jest.setTimeout(240_000);

const LEASE_MS = 2000;
let dataDir: string;
let stall: { server: Server; port: number; connections: number; sockets: Set<Socket> };
const catchers: MailCatcher[] = [];

/** An SMTP port that accepts connections and never says a word: a send that cannot finish. */
async function startStallingServer() {
  const sockets = new Set<Socket>();
  const state = { connections: 0 };
  const server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    server,
    sockets,
    port: (server.address() as AddressInfo).port,
    get connections() {
      return state.connections;
    },
  };
}

async function catcher(delayMs = 0): Promise<MailCatcher> {
  const started = await startMailCatcher({ delayMs });
  catchers.push(started);
  return started;
}

function apiWith(smtpUrl: string): Promise<ApiProcess> {
  return startApi({
    dataDir,
    env: {
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: 'owner@broker.example',
      OUTBOX_CLAIM_LEASE_MS: String(LEASE_MS),
      OUTBOX_POLL_MS: '500',
      LOG_LEVEL: 'info',
    },
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each lead from its own person: the same mobile on one listing within 10 minutes is one lead.
let leadsSent = 0;

async function enquire(api: ApiProcess, name: string): Promise<void> {
  leadsSent += 1;
  const list = await fetch(`${api.url}/api/property/properties?limit=1`);
  const [listing] = (await list.json()) as { id: number }[];
  const response = await fetch(`${api.url}/api/master_table/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      occupation: 'individual',
      name,
      mobile: `98765${String(leadsSent).padStart(5, '0')}`,
      email: `ravi${leadsSent}@example.com`,
      cities: 'Pune',
      time: 'Morning',
      p_id: listing?.id,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
}

async function killHard(api: ApiProcess): Promise<void> {
  process.kill(api.pid, 'SIGKILL');
  const exit = await api.exited;
  expect(exit.signal).toBe('SIGKILL');
}

beforeAll(async () => {
  dataDir = makeDataDir();
  stall = await startStallingServer();
});

afterAll(async () => {
  await killAllApis();
  for (const socket of stall?.sockets ?? []) socket.destroy();
  stall?.server.close();
  await Promise.all(catchers.map((started) => started.stop()));
  if (dataDir) removeDataDir(dataDir);
});

describe('an API process killed with SIGKILL', () => {
  it('between the save and the send: the lead’s mails go out once after the restart', async () => {
    const first = await apiWith(`smtp://127.0.0.1:${stall.port}`);
    await enquire(first, 'Before The Crash');
    // The worker has claimed the messages and is stuck in the send.
    await until(() => stall.connections > 0, 'the worker to connect');
    await killHard(first);

    const mail = await catcher();
    const second = await apiWith(mail.url);
    await mail.waitFor(2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2));
    const subjects = mail.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual([
      expect.stringMatching(/^New lead: Before The Crash for /),
      expect.stringMatching(/^We received your enquiry about /),
    ]);
    await killHard(second);
  });

  it('between a send and its record: the mail may go again, with the same Message-ID', async () => {
    const slow = await catcher(20_000);
    const third = await apiWith(slow.url);
    await enquire(third, 'Mid Send');
    // The mail server has the messages but has not yet answered: nothing is recorded as sent.
    await slow.waitFor(2, 30_000);
    await killHard(third);

    const mail = await catcher();
    await apiWith(mail.url);
    const resent = (await mail.waitFor(2, 30_000)).filter(
      (m) => m.subject?.includes('Mid Send') || m.text?.includes('Mid Send'),
    );
    const firstIds = slow.mails.map((m) => m.messageId).sort();
    expect(resent.map((m) => m.messageId).sort()).toEqual(firstIds);
  });

  it('says once at start, in the log, that mail is off when SMTP_URL is not set', async () => {
    const off = await startApi({ dataDir: makeDataDir(), env: { LOG_LEVEL: 'info' } });
    const lines = off
      .output()
      .split('\n')
      .filter((line) => line.includes('mail is off'));
    expect(lines).toHaveLength(1);
    removeDataDir(off.dataDir);
  });
});
