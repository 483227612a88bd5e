import net from 'node:net';
import {
  makeDistFolder,
  startStaticServer,
  stopAllStaticServers,
  type StaticServer,
} from './support/static-server';

jest.setTimeout(60_000);

/** What a client saw of one connection: the server's bytes, and when the server closed it. */
interface Seen {
  text: string;
  closedAfterMs: number | null;
}

/**
 * Opens a connection, writes `head`, then one more of `drip` every second until the server closes
 * the connection or `giveUpMs` have passed (then closes it itself: `closedAfterMs` is null).
 */
function dripRequest(port: number, head: string, drip: string, giveUpMs: number): Promise<Seen> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port });
    let ticker: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(Date.now() - startedAt));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      ticker = setInterval(() => socket.write(drip), 1_000);
    });
  });
}

/** A kept-alive connection that has had one answer (so the server has taken it), or null. */
async function openAnsweredConnection(port: number): Promise<net.Socket | null> {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  const isAnswered = await new Promise<boolean>((resolve) => {
    socket.once('data', (chunk: Buffer) =>
      resolve(chunk.toString('latin1').startsWith('HTTP/1.1 200')),
    );
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('GET /a.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
  });
  if (isAnswered) return socket;
  socket.destroy();
  return null;
}

describe('the static servers cut slow clients off and cap their connections', () => {
  let folder: ReturnType<typeof makeDistFolder>;
  beforeAll(() => {
    folder = makeDistFolder({ 'index.html': '<!doctype html><title>t</title>', 'a.js': 'a;' });
  });
  afterAll(async () => {
    await stopAllStaticServers();
    folder.remove();
  });

  it('closes a connection whose headers come a line a second, soon after the headers timeout', async () => {
    const timeoutMs = 3_000;
    const server = await startStaticServer({
      root: folder.root,
      limits: { headersTimeoutMs: timeoutMs, requestTimeoutMs: timeoutMs },
    });
    const seen = await dripRequest(
      server.port,
      'GET /a.js HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1\r\n',
      5 * timeoutMs,
    );

    expect(seen.closedAfterMs).not.toBeNull();
    expect(seen.closedAfterMs).toBeLessThan(2 * timeoutMs);
    expect(seen.text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body comes a byte a second, soon after the request timeout', async () => {
    const timeoutMs = 3_000;
    const server = await startStaticServer({
      root: folder.root,
      limits: { headersTimeoutMs: timeoutMs, requestTimeoutMs: timeoutMs },
    });
    const seen = await dripRequest(
      server.port,
      'POST /a.js HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
      'x',
      5 * timeoutMs,
    );

    expect(seen.closedAfterMs).not.toBeNull();
    expect(seen.closedAfterMs).toBeLessThan(2 * timeoutMs);
  });

  it('refuses connections beyond STATIC_MAX_CONNECTIONS, says so, and takes new ones once some close', async () => {
    const server: StaticServer = await startStaticServer({
      root: folder.root,
      env: { STATIC_MAX_CONNECTIONS: '2' },
    });
    const held = [
      await openAnsweredConnection(server.port),
      await openAnsweredConnection(server.port),
    ];
    expect(held.every(Boolean)).toBe(true);

    const beyond = await openAnsweredConnection(server.port);
    beyond?.destroy();
    held[0]!.destroy();
    // The server counts a connection as gone once it has seen it close.
    let after: net.Socket | null = null;
    for (let attempt = 0; attempt < 50 && !after; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await openAnsweredConnection(server.port);
    }
    after?.destroy();
    held[1]!.destroy();

    expect({ isBeyondAnswered: beyond !== null, isAfterAnswered: after !== null }).toEqual({
      isBeyondAnswered: false,
      isAfterAnswered: true,
    });
    expect(server.output()).toContain('refused a connection: 2 connections are open');
  });
});
