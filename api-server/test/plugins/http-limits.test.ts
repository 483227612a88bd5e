import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_HEADERS } from '../helpers/api-headers';
import { bearer, build, type TestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    http: {
      headersTimeoutMs: 1000,
      bodyTimeoutMs: 600,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 1000,
      maxConnections: 20,
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

const port = () => (t.app.server.address() as AddressInfo).port;

/** Sends `head` then one byte of `body` every `everyMs`; resolves with what came back and when. */
function sendSlowly(head: string, body: string, everyMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port(), '127.0.0.1');
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body.charAt(sent));
      sent += 1;
    }, everyMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('answers 408 and closes a JSON body that arrives a byte at a time', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(40) });
    const { answer, closedAfterMs } = await sendSlowly(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"message":"The request took too long to arrive"}');
    // The body would take 11 s at this pace; the limit is 0.6 s.
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('closes a connection whose headers arrive a byte at a time', async () => {
    const { closedAfterMs } = await sendSlowly(
      '',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(200),
      100,
    );
    expect(closedAfterMs).toBeLessThan(8000);
  });

  it('closes an anonymous upload once it is refused, without reading the rest', async () => {
    const { answer, closedAfterMs } = await sendSlowly(
      'POST /api/property/store HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n',
      '--x\r\nContent-Disposition: form-data; name="address"\r\n\r\n' + 'a'.repeat(1000),
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfterMs).toBeLessThan(5000);
  });
});

describe('connection cap', () => {
  it('drops connections beyond the cap and serves again once they close', async () => {
    const open = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port(), '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const { answer } = await sendSlowly('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '', 0);
    expect(answer).toBe('');
    open.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`http://127.0.0.1:${port()}/api/health`)).status).toBe(200);
  });
});

describe('errors before any route', () => {
  it('answers a malformed URL in the API’s JSON with the security headers, never echoing it', async () => {
    const response = await fetch(`http://127.0.0.1:${port()}/api/%c0%ae%c0%ae/secret<script>`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'The address is not valid' });
    expect(text).not.toContain('%c0');
    expect(text).not.toContain('script');
    for (const [name, value] of Object.entries(API_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
  });

  it('answers a request Node cannot parse in the same JSON shape', async () => {
    const { answer } = await sendSlowly('', 'GET /api/health HTTP/1.1\r\nBad Header\r\n\r\n', 0);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"message":"The request could not be read"}');
    expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'none'");
  });
});

describe('body size', () => {
  it('refuses a JSON body over 16 KB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: { remark: 'x'.repeat(17 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large' });
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers that carry a token or personal data', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'admin-secret-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ token: string }>().token;
    for (const url of ['/api/auth/me', '/api/enquiries', '/api/master_table/get_users']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
