import autocannon from 'autocannon';
import { MASTERS, type PropertyListItem } from 'shared-api/contract';
import {
  killAllApis,
  readRssBytes,
  removeDataDir,
  startApi,
  stopApi,
  type ApiProcess,
} from './support/api-process';

jest.setTimeout(240_000);

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const LOAD_SECONDS = 15;
/** A bound on resident memory growth over the 15 s run (after the warm-up has filled caches). */
const RSS_GROWTH_BOUND = 150 * 1024 * 1024;
const MB = 1024 * 1024;

function run(
  url: string,
  seconds: number,
  requests: autocannon.Request[],
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
    // Generous: on a busy two-core machine a slow answer is not an error; a missing one is.
    timeout: 30,
  });
}

let api: ApiProcess | null = null;
afterAll(async () => {
  await killAllApis();
  if (api) removeDataDir(api.dataDir);
});

describe('50 concurrent visitors on the public calls for 15 s', () => {
  it('get only 2xx answers, no errors or timeouts, and the API memory stays within a bound', async () => {
    api = await startApi();
    const list = await fetch(`${api.url}/api/property/properties?limit=12`);
    const cards = (await list.json()) as PropertyListItem[];
    const firstId = cards[0]?.id;
    expect(firstId).toBeDefined();
    const lookups = MASTERS.slice(0, 4).map((master) => ({
      method: 'GET' as const,
      path: `/api/master_table/${master.paths.list}`,
    }));
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/property/properties?limit=12' },
      { method: 'GET', path: `/api/property/details/${firstId}` },
      { method: 'GET', path: '/api/property/properties?limit=12&offset=12&sort=price_asc' },
      ...lookups,
      { method: 'GET', path: '/api/master_table/get_cities' },
    ];

    const warmUp = await run(api.url, WARM_UP_SECONDS, requests);
    expect(warmUp.errors).toBe(0);
    const rssBefore = readRssBytes(api.pid);
    const result = await run(api.url, LOAD_SECONDS, requests);
    const rssAfter = readRssBytes(api.pid);

    console.log(
      `load: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)}/s), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; non-2xx ${result.non2xx}, errors ${result.errors}, ` +
        `timeouts ${result.timeouts}; RSS ${Math.round(rssBefore / MB)} -> ${Math.round(rssAfter / MB)} MB`,
    );
    expect(result.requests.total).toBeGreaterThan(0);
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    expect(rssAfter - rssBefore).toBeLessThan(RSS_GROWTH_BOUND);

    await stopApi(api);
    expect((await api.exited).code).toBe(0);
  });
});
