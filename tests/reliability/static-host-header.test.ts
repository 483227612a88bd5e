import http from 'node:http';
import { findFreePorts } from '../e2e/support/free-ports';
import {
  makeDistFolder,
  startStaticServer,
  stopAllStaticServers,
  type StaticServer,
} from './support/static-server';

jest.setTimeout(60_000);

interface Answer {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET with a Host header of the test's choosing (fetch does not let one set it). */
function getWithHost(server: StaticServer, pathname: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${pathname}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

/** The addresses a page gets, in each place they are written: config, page, policy. */
async function addressesFor(server: StaticServer, host: string) {
  const config = JSON.parse(
    (await getWithHost(server, '/config.json', host)).body,
  ) as RuntimeConfig;
  const page = await getWithHost(server, '/details/1', host);
  const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    page.body,
  )?.[1];
  return { config, page, inline: JSON.parse(inline ?? 'null') as RuntimeConfig | null };
}

describe("the host's server writes its page from the settings, never the Host header", () => {
  let folder: ReturnType<typeof makeDistFolder>;
  let ports: number[];
  beforeAll(async () => {
    // The host's page template: its page is this with the runtime config and hints added.
    folder = makeDistFolder({
      'index.html':
        '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    });
    // The API and the remotes on ports where nothing listens: this server reads the public
    // remote's files, which must come from nowhere else.
    ports = await findFreePorts(5);
  });
  afterAll(async () => {
    await stopAllStaticServers();
    folder.remove();
  });

  const startHost = (env: Record<string, string>) =>
    startStaticServer({
      root: folder.root,
      host: true,
      env: {
        API_PORT: String(ports[0]),
        MFE_PUBLIC_PORT: String(ports[1]),
        MFE_PROPERTIES_PORT: String(ports[2]),
        MFE_MASTERS_PORT: String(ports[3]),
        MFE_USERS_PORT: String(ports[4]),
        ...env,
      },
    });

  it('names the API and the remotes on its own origin by default, whatever host a request names', async () => {
    const server = await startHost({});

    for (const host of [
      'evil.example',
      `192.168.1.20:${server.port}`,
      `localhost:${server.port}`,
    ]) {
      const { config, page, inline } = await addressesFor(server, host);
      expect(config.apiBaseUrl).toBe('');
      expect(config.remotes.mfe_public).toBe('/remotes/mfe_public/remoteEntry.js');
      expect(inline).toEqual(config);
      expect(page.body).not.toMatch(/evil\.example|192\.168/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it('names the configured addresses of the API and a remote, and the first site origin as canonical', async () => {
    const server = await startHost({
      PUBLIC_SITE_URL: 'https://www.site.example,https://site.example',
      API_PUBLIC_URL: 'https://api.site.example/',
      MFE_PUBLIC_URL: 'https://public.site.example/remoteEntry.js',
    });

    const { config, page } = await addressesFor(server, 'evil.example');

    expect(config).toMatchObject({
      siteUrl: 'https://www.site.example',
      apiBaseUrl: 'https://api.site.example',
      remotes: {
        mfe_public: 'https://public.site.example/remoteEntry.js',
        mfe_users: '/remotes/mfe_users/remoteEntry.js',
      },
    });
    expect(page.body).toContain(
      '<link rel="preload" as="script" href="https://public.site.example/remoteEntry.js">',
    );
    expect(page.body).not.toContain('evil.example');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://public.site.example;",
    );
  });

  it('answers 503, never cached and naming no address of this machine, while a remote or the API is down', async () => {
    const server = await startHost({});

    for (const pathname of ['/remotes/mfe_public/remoteEntry.js', '/api/property/properties']) {
      const response = await fetch(`${server.url}${pathname}`);
      const body = await response.text();
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    }
  });

  it('refuses to start on a PUBLIC_SITE_URL entry that is not an http(s) origin', async () => {
    await expect(startHost({ PUBLIC_SITE_URL: 'localhost:3000' })).rejects.toThrow(
      'PUBLIC_SITE_URL must list http(s) origins, got "localhost:3000"',
    );
  });
});
