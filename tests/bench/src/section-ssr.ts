import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProductProcess } from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';
import { createRandom } from '../../support/seeded-random';
import { round } from './load';
import type { BenchOptions } from './options';
import { MOBILE_PROFILE } from './page-metrics';
import { startSeededApi, startServer } from './servers';
import { measureFairness } from './ssr-fairness';

import {
  BROWSER_HEADERS,
  measurePages,
  runSet,
  unexpectedOutput,
  type Processes,
  type SetSpec,
} from './ssr-measures';
import type { SsrSectionResult, SsrSet } from './ssr-results';

const HOST_DIST = path.join(REPO_ROOT, 'host-shell', 'dist');
const PUBLIC_DIST = path.join(REPO_ROOT, 'mfe-public', 'dist');
const SERVE_STATIC = path.join('scripts', 'serve-static.mjs');
/** The host's server as `npm start` runs it (decision 099). */
const HOST_SERVER = [
  '--import',
  'tsx',
  path.join('host-shell', 'src', 'server', 'http', 'main.ts'),
];
/** The build outputs the section needs: each app's browser entry and its server build. */
const NEEDED_FILES = [
  path.join(HOST_DIST, 'index.html'),
  path.join(HOST_DIST, 'server', 'render.js'),
  path.join(PUBLIC_DIST, 'remoteEntry.js'),
  path.join(PUBLIC_DIST, 'server', 'remoteEntry.js'),
];

function assertBuilt(): void {
  const missing = NEEDED_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Not built: ${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}. ` +
        'Run `npm run build` first.',
    );
  }
}

/**
 * The settings the host's static server needs to reach the API and mfe-public on this machine.
 * Settings that point elsewhere (a developer's API_PUBLIC_URL, MFE_*_URL, SITE_CONFIG) are
 * emptied, as the e2e harness does; the staff remotes are not started (no public page uses them).
 */
function frontEndEnv(ports: { site: number; api: number; mfePublic: number }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(ports.site),
    API_PORT: String(ports.api),
    MFE_PUBLIC_PORT: String(ports.mfePublic),
    MFE_PUBLIC_URL: `http://127.0.0.1:${ports.mfePublic}/remoteEntry.js`,
    PUBLIC_SITE_URL: `http://127.0.0.1:${ports.site}`,
    API_PUBLIC_URL: '',
    MFE_PROPERTIES_URL: '',
    MFE_MASTERS_URL: '',
    MFE_USERS_URL: '',
    SITE_CONFIG: '',
    NODE_ENV: 'production',
  };
}

/** One page, asked for as a browser asks; the body unzipped when it came compressed. */
export async function runSsrSection(options: BenchOptions): Promise<SsrSectionResult> {
  assertBuilt();
  const [sitePort, mfePublicPort, fairPort] = await findFreePorts(3);
  if (sitePort === undefined || mfePublicPort === undefined || fairPort === undefined) {
    throw new Error('ssr: no free ports');
  }
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const fairUrl = `http://127.0.0.1:${fairPort}`;
  // The hosts name the visitor of each render to the API with it, as `npm start` sets it up.
  const hostSecret = randomBytes(32).toString('base64url');
  process.stdout.write(`Server-rendered pages: seeding ${options.apiSize} properties\n`);
  // The site's origin, so that the hydrated pages may call the API (CORS) in the page loads.
  const api = await startSeededApi(
    options.apiSize,
    { url: null },
    { PUBLIC_SITE_URL: siteUrl, HOST_SECRET: hostSecret },
  );
  // Stopped in reverse order at the end, the API last.
  const started: ProductProcess[] = [];
  try {
    process.stdout.write(`  seeded in ${api.seed.seconds.toFixed(1)} s\n`);
    const env = {
      ...frontEndEnv({
        site: sitePort,
        api: Number(new URL(api.url).port),
        mfePublic: mfePublicPort,
      }),
      HOST_SECRET: hostSecret,
      // These sets measure what rendering costs, every request from this one address: unlimited.
      // The fair host below runs with the default limit.
      RENDER_LIMIT_PER_MINUTE: '0',
    };
    const mfePublicUrl = `http://127.0.0.1:${mfePublicPort}`;
    const mfePublic = await startServer(
      {
        name: 'mfe-public',
        args: [SERVE_STATIC, PUBLIC_DIST, '--port', String(mfePublicPort)],
        env,
      },
      `${mfePublicUrl}/server/remoteEntry.js`,
    );
    started.push(mfePublic);
    const host = await startServer(
      {
        name: 'host-shell',
        args: [...HOST_SERVER, HOST_DIST],
        env,
      },
      `${siteUrl}/config.json`,
    );
    started.push(host);
    // The same host as the operator runs it behind a proxy, with the default render limit.
    const fairHost = await startServer(
      {
        name: 'host-shell (render limit)',
        args: [...HOST_SERVER, HOST_DIST],
        env: {
          ...env,
          PORT: String(fairPort),
          PUBLIC_SITE_URL: fairUrl,
          TRUST_PROXY: 'true',
          RENDER_LIMIT_PER_MINUTE: '',
        },
      },
      `${fairUrl}/config.json`,
    );
    started.push(fairHost);

    const count = options.apiSize;
    const apiRandom = createRandom(23);
    const pageRandom = createRandom(24);
    const detailsPath = (id: number) => `/details/${id}`;
    const sampleId = Math.ceil(count / 2);

    // The yardstick: the API's own details read, in this run, on this database.
    const probe = await fetch(`${api.url}/api/property/details/${sampleId}`);
    if (!probe.ok) throw new Error(`ssr: the API's details read answered ${probe.status}`);
    await probe.arrayBuffer();
    const processes: Processes = [
      { name: 'host-shell', pid: host.pid },
      { name: 'mfe-public', pid: mfePublic.pid },
      { name: 'api-server', pid: api.process.pid },
    ];
    const sets: SsrSet[] = [];
    for (const spec of [
      {
        name: 'API details read',
        server: 'api',
        url: api.url,
        path: `/api/property/details/${sampleId}`,
        nextPath: () => `/api/property/details/${apiRandom.int(1, count)}`,
        note: 'a random property per request',
      },
      {
        // The budget's set: one listing's page from every connection, as a link shared on
        // WhatsApp brings it; the host keeps a rendered page for PAGE_CACHE_SECONDS.
        name: 'details page',
        server: 'host',
        url: siteUrl,
        path: detailsPath(sampleId),
        headers: BROWSER_HEADERS,
        // bulk-seed.ts names every property so.
        sample: { path: detailsPath(sampleId), expected: `Bench Residency ${sampleId}` },
        note: 'one property, from every connection',
      },
      {
        // Every page rendered: what a crawler walking the sitemap costs (no budget).
        name: 'details pages, every property',
        server: 'host',
        url: siteUrl,
        path: detailsPath(sampleId + 1),
        nextPath: () => detailsPath(pageRandom.int(1, count)),
        headers: BROWSER_HEADERS,
        sample: { path: detailsPath(sampleId + 1), expected: `Bench Residency ${sampleId + 1}` },
        note: 'a random property per request: nearly every one rendered',
      },
      {
        name: 'home',
        server: 'host',
        url: siteUrl,
        path: '/',
        headers: BROWSER_HEADERS,
        // A property card's link: the list was read and rendered.
        sample: { path: '/', expected: 'href="/details/' },
      },
    ] satisfies SetSpec[]) {
      sets.push(await runSet(spec, options, processes));
    }
    const apiRps = sets[0]?.result.rps ?? 0;
    for (const set of sets) {
      set.shareOfApi = apiRps > 0 ? round(set.result.rps / apiRps, 3) : null;
    }

    const fairness = await measureFairness(
      fairUrl,
      { visitor: sampleId, first: 1, count },
      options,
    );
    const pages = await measurePages(
      [
        { name: 'home', url: `${siteUrl}/` },
        { name: 'details', url: `${siteUrl}${detailsPath(sampleId)}` },
      ],
      options,
    );
    return {
      properties: count,
      seedSeconds: round(api.seed.seconds),
      sets,
      fairness,
      profile: MOBILE_PROFILE,
      pages,
      serverOutput: [
        unexpectedOutput('host-shell', host),
        unexpectedOutput('host-shell (render limit)', fairHost),
        unexpectedOutput('mfe-public', mfePublic),
        unexpectedOutput('api-server', api.process),
      ],
    };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await api.stop();
  }
}
