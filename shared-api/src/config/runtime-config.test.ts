import type { RuntimeConfig } from '../contract/types';
import {
  assetUrl,
  getRuntimeConfig,
  INLINE_CONFIG_ID,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

const config = {
  apiBaseUrl: 'http://localhost:4000/',
  remotes: { mfe_public: 'http://localhost:3001/remoteEntry.js' },
  site: { brokerName: 'Pune Prime Properties' },
} as unknown as RuntimeConfig;

describe('loadRuntimeConfig', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('fetches /config.json bypassing the cache and stores it', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => config });
    globalThis.fetch = fetchMock;
    await expect(loadRuntimeConfig()).resolves.toBe(config);
    expect(fetchMock).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(getRuntimeConfig()).toBe(config);
  });

  it('reads the config the server wrote into the page, without a request', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const script = document.createElement('script');
    script.id = INLINE_CONFIG_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
    try {
      await expect(loadRuntimeConfig()).resolves.toEqual(config);
      expect(getRuntimeConfig()).toEqual(config);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      script.remove();
    }
  });

  it('fails clearly when the file cannot be loaded', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig('/missing.json')).rejects.toThrow('/missing.json (HTTP 404)');
  });
});

describe('assetUrl', () => {
  beforeEach(() => setRuntimeConfig(config));

  it('makes stored relative paths absolute on the API host', () => {
    expect(assetUrl('uploads/images/a.jpg')).toBe('http://localhost:4000/uploads/images/a.jpg');
    expect(assetUrl('/uploads/images/a.jpg')).toBe('http://localhost:4000/uploads/images/a.jpg');
  });

  it('gives null for missing paths and keeps absolute URLs', () => {
    expect(assetUrl(null)).toBeNull();
    expect(assetUrl(undefined)).toBeNull();
    expect(assetUrl('  ')).toBeNull();
    expect(assetUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });
});
