import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { build, type TestApp } from '../../api-server/test/helpers/build';
import { findLeaks } from './support/leaks';

const ANSWER_TIMEOUT_MS = 10_000;

interface Exchange {
  /** The status of the first answer, or null when the server closed without one. */
  status: number | null;
  text: string;
  hung: boolean;
}

/**
 * Writes raw bytes on a new connection (`Connection: close` is in every request, so the server
 * ends the exchange) and reads until the server closes. `endAfterWrite` half-closes first: a client
 * that promised more body than it sent and went away.
 */
function exchange(port: number, raw: string | Buffer, endAfterWrite = false): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (hung: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text, hung });
    };
    const timer = setTimeout(() => finish(true), ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(false));
    // A reset after the server answered and closed is fine; what it sent is already in `chunks`.
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(raw);
      if (endAfterWrite) socket.end();
    });
  });
}

const request = (head: string, body = '') =>
  `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`;
const post = (headers: string, body = '') =>
  request(`POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json\r\n${headers}`, body);

/** Header-level abuse that never reaches a route handler (so only a real socket can send it). */
const CASES: { name: string; raw: string | Buffer; endAfterWrite?: boolean }[] = [
  {
    name: 'a 64 KB header',
    raw: request(`GET /api/health HTTP/1.1\r\nX-Big: ${'a'.repeat(64 * 1024)}`),
  },
  {
    name: '3000 headers',
    raw: request(
      `GET /api/health HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}`,
    ),
  },
  {
    name: 'a 100 KB URL',
    raw: request(`GET /api/property/properties?q=${'x'.repeat(100 * 1024)} HTTP/1.1`),
  },
  {
    name: 'a 1 MB Authorization header',
    raw: request(`GET /api/auth/me HTTP/1.1\r\nAuthorization: Bearer ${'t'.repeat(1024 * 1024)}`),
  },
  { name: 'a non-numeric Content-Length', raw: post('Content-Length: abc', '{}') },
  { name: 'a negative Content-Length', raw: post('Content-Length: -1', '{}') },
  { name: 'a 20-digit Content-Length', raw: post('Content-Length: 99999999999999999999', '{}') },
  {
    name: 'two different Content-Lengths',
    raw: post('Content-Length: 2\r\nContent-Length: 40', '{}'),
  },
  {
    name: 'Content-Length with chunked encoding (smuggling)',
    raw: post('Content-Length: 4\r\nTransfer-Encoding: chunked', '0\r\n\r\n'),
  },
  {
    name: 'an invalid chunk size',
    raw: post('Transfer-Encoding: chunked', 'zz\r\n{}\r\n0\r\n\r\n'),
  },
  {
    name: 'an unknown transfer encoding',
    raw: post('Transfer-Encoding: gzip, chunked, bogus', '2\r\n{}\r\n0\r\n\r\n'),
  },
  {
    name: 'a Content-Length above the body limit',
    raw: post(`Content-Length: ${2 * 1024 * 1024}`, '{"username":"'),
    endAfterWrite: true,
  },
  {
    name: 'a body shorter than its Content-Length, then the client leaves',
    raw: post('Content-Length: 500', '{"username":"a"'),
    endAfterWrite: true,
  },
  {
    name: 'a 2 MB JSON body',
    raw: post(`Content-Length: ${2 * 1024 * 1024 + 2}`, `"${'a'.repeat(2 * 1024 * 1024)}"`),
  },
  { name: 'a header name with a space', raw: request('GET /api/health HTTP/1.1\r\nBad Header: x') },
  {
    name: 'a NUL byte in a header value',
    raw: request('GET /api/health HTTP/1.1\r\nX-Evil: a\u0000b'),
  },
  {
    name: 'a bare LF line ending',
    raw: 'GET /api/health HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n',
  },
  {
    name: 'a header folded over two lines',
    raw: request('GET /api/health HTTP/1.1\r\nX-Folded: a\r\n  b'),
  },
  { name: 'a garbage request line', raw: 'GARBAGE\r\n\r\n' },
  { name: 'an HTTP/2 preface', raw: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'an unknown HTTP version', raw: request('GET /api/health HTTP/9.9') },
  {
    name: 'an absolute-form URL to another host',
    raw: request('GET http://evil.example/api/health HTTP/1.1'),
  },
  { name: 'a CONNECT request', raw: request('CONNECT evil.example:443 HTTP/1.1') },
  {
    name: 'binary noise',
    raw: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
  },
];

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await build({ rateLimitPerMinute: 100_000_000 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

describe('header-level abuse on a real socket', () => {
  it.each(CASES)(
    'answers $name with a 4xx or a closed connection, never a 5xx, a leak or a hang',
    async ({ raw, endAfterWrite }) => {
      const answer = await exchange(port, raw, endAfterWrite);

      expect(answer.hung).toBe(false);
      if (answer.status !== null) expect(answer.status).toBeLessThan(500);
      expect(findLeaks(answer.text)).toEqual([]);
    },
  );

  it('still answers the health check on a new connection after all of it', async () => {
    const answer = await exchange(port, request('GET /api/health HTTP/1.1'));

    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"status":"ok"');
  });
});
