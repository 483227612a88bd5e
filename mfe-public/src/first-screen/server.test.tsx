/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeDetail } from '../testing/fixtures';
import { FIRST_SCREEN_PAGES, firstScreenFor } from './server';

/** A real HTTP server on 127.0.0.1 in the API's place, answering `handler`. */
async function withApi(
  handler: http.RequestListener,
  run: (apiBaseUrl: string) => Promise<void>,
): Promise<void> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const property = makeDetail({ id: 7, project_name: 'Green Acres' });
const params = new URLSearchParams('property_id=7');

describe('firstScreenFor', () => {
  it("writes a property's first screen from the API's answer, with its styles", async () => {
    const paths: string[] = [];
    await withApi(
      (request, response) => {
        paths.push(request.url ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(property));
      },
      async (apiBaseUrl) => {
        const html = await firstScreenFor('property-details', params, { apiBaseUrl });
        expect(html).toMatch(/^<style>.+<\/style>/);
        expect(html).toContain('>Green Acres</h2>');
      },
    );
    expect(paths).toEqual(['/api/property/details/7']);
    expect(FIRST_SCREEN_PAGES).toEqual(['property-details']);
  });

  it('writes none when the API refuses, fails, is too slow or is not there', async () => {
    for (const status of [404, 500]) {
      await withApi(
        (_, response) => {
          response.statusCode = status;
          response.end('{}');
        },
        async (apiBaseUrl) => {
          expect(await firstScreenFor('property-details', params, { apiBaseUrl })).toBeNull();
        },
      );
    }
    await withApi(
      () => undefined,
      async (apiBaseUrl) => {
        const options = { apiBaseUrl, timeoutMs: 50 };
        expect(await firstScreenFor('property-details', params, options)).toBeNull();
      },
    );
    const closed = 'http://127.0.0.1:9';
    expect(await firstScreenFor('property-details', params, { apiBaseUrl: closed })).toBeNull();
  });

  it('writes none for a page without a first screen with data', async () => {
    const apiBaseUrl = 'http://127.0.0.1:9';
    for (const page of ['home', 'toString', '__proto__', '']) {
      expect(await firstScreenFor(page, params, { apiBaseUrl })).toBeNull();
    }
  });
});
