// The host passes its visitors' API calls on under its own origin (decision 099), all from its
// own address: each names its visitor to the API with the host's proof (decision 095), so the
// API's per-address limit falls on the visitor, never on the host and so on everyone.
import http from 'node:http';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const LIMIT = 20;

/** GET `url` from the local address `from` (another loopback address: another visitor). */
function getFrom(url: string, from: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { localAddress: from, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

describe("the host's API proxy", () => {
  const getProduct = useProduct({
    env: { HOST: '0.0.0.0', RATE_LIMIT_PER_MINUTE: String(LIMIT) },
  });

  it("counts each visitor's calls against that visitor, whatever proof headers a client sends", async () => {
    // A public answer that counts against the limit (the health check does not).
    const shareImage = `${getProduct().siteUrl}/api/site/share-image`;
    const statuses: number[] = [];
    for (let call = 0; call <= LIMIT; call += 1)
      statuses.push(await getFrom(shareImage, '127.0.0.3'));
    const forged = await getFrom(shareImage, '127.0.0.3', {
      'x-host-secret': 'a'.repeat(43),
      'x-visitor-address': '127.0.0.9',
    });
    const otherVisitor = await getFrom(shareImage, '127.0.0.4');

    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect(forged).toBe(429);
    expect(otherVisitor).toBe(200);
  });
});
