import { createWindowCounter, TOO_MANY_REQUESTS_MESSAGE } from '../../src/plugins/rate-limit';
import { build, type TestApp } from '../helpers/build';

describe('createWindowCounter', () => {
  it('counts per address in a one-minute window that starts at its first request', () => {
    const count = createWindowCounter();
    expect(count('a', 1_000)).toEqual({ count: 1, leftMs: 60_000 });
    expect(count('a', 21_000)).toEqual({ count: 2, leftMs: 40_000 });
    expect(count('b', 21_000)).toEqual({ count: 1, leftMs: 60_000 });
    expect(count('a', 61_000)).toEqual({ count: 1, leftMs: 60_000 });
  });

  it('forgets the least recently seen address beyond its bound', () => {
    const count = createWindowCounter(2);
    count('a', 0);
    count('b', 0);
    count('a', 0);
    count('c', 0);
    expect(count('a', 0).count).toBe(3);
    expect(count('b', 0).count).toBe(1);
  });
});

describe('the per-address request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ rateLimitPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('reports what is left, then answers 429 with Retry-After once the limit is passed', async () => {
    const remaining: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await t.app.inject({ url: '/api/master_table/get_cities' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const blocked = await t.app.inject({ url: '/api/property/properties?limit=1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.headers['content-security-policy']).toBeDefined();

    // Health checks are never counted nor refused.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
