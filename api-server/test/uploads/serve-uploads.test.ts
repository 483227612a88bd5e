import { Readable } from 'node:stream';
import { storeStream } from '../../src/uploads/store';
import { build, type TestApp } from '../helpers/build';
import { makeJpeg, makePdf } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('GET /uploads/*', () => {
  it('serves a stored image with nosniff and a year of immutable caching', async () => {
    const stored = await storeStream(t.config, Readable.from(await makeJpeg()), ['image']);
    const response = await t.app.inject({ url: `/${stored.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const card = await t.app.inject({ url: `/${stored.path.replace('.jpg', '-card.webp')}` });
    expect(card.headers['content-type']).toBe('image/webp');
  });

  it('serves a stored PDF as a PDF', async () => {
    const stored = await storeStream(t.config, Readable.from(makePdf()), ['document']);
    const response = await t.app.inject({ url: `/${stored.path}` });
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    '/uploads/',
    '/uploads/images/',
    '/uploads/images/missing.jpg',
    '/uploads/.tmp/anything',
    '/uploads/..%2f..%2fapi-test.sqlite',
    '/uploads/%2e%2e/property-site.sqlite',
  ])('does not serve %s', async (url) => {
    const response = await t.app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
