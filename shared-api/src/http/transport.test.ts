import { setRuntimeConfig } from '../config/runtime-config';
import type { RuntimeConfig } from '../contract/types';
import { apiClient } from './api-client';
import { getErrorStatus, HttpError } from './errors';

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

/** A fetch that answers every call with `reply` (a Response, built per call). */
function mockFetch(reply: () => Response): FetchMock {
  const fetchMock: FetchMock = jest.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(reply()),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  // jsdom has no Response: a stand-in with what the transport reads.
  const headers = new Headers(init.headers);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status: init.status ?? 200, headers, text: () => Promise.resolve(text) } as Response;
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test/' } as RuntimeConfig));
afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

describe('the network transport', () => {
  it('sends the query without empty values, and gives the parsed JSON and the headers', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse([{ id: 1 }], { headers: { 'X-Total-Count': '42' } }),
    );
    const response = await apiClient.get('/api/property/properties', {
      params: { limit: 12, q: 'baner road', city: undefined, type: null, mine: 'true' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://api.test/api/property/properties?limit=12&q=baner+road&mine=true',
    );
    expect(response.data).toEqual([{ id: 1 }]);
    expect(response.headers.get('x-total-count')).toBe('42');
  });

  it('sends a value as JSON and a FormData as it is', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Saved' }));
    await apiClient.put('/api/master_table/update_facing/4', { facing: 'North' });
    const [, json] = fetchMock.mock.calls[0]!;
    expect(json.method).toBe('PUT');
    expect(json.body).toBe('{"facing":"North"}');
    expect(new Headers(json.headers).get('Content-Type')).toBe('application/json');

    const form = new FormData();
    form.append('sanction', 'RERA');
    await apiClient.post('/api/master_table/add_sanction', form);
    const [, multipart] = fetchMock.mock.calls[1]!;
    expect(multipart.body).toBe(form);
    // The browser writes the multipart type with its boundary.
    expect(new Headers(multipart.headers).has('Content-Type')).toBe(false);
  });

  it('gives a body that is not JSON as text, and an empty one as undefined', async () => {
    mockFetch(() => jsonResponse('<html>busy</html>'));
    await expect(apiClient.get('/x')).resolves.toMatchObject({ data: '<html>busy</html>' });
    mockFetch(() => jsonResponse(''));
    await expect(apiClient.get('/x')).resolves.toMatchObject({ data: undefined });
  });

  it("rejects an answer other than 2xx with the server's status and body", async () => {
    mockFetch(() => jsonResponse({ message: 'Property not found' }, { status: 404 }));
    const failure: unknown = await apiClient
      .get('/api/property/details/9')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(getErrorStatus(failure)).toBe(404);
    expect((failure as HttpError).response?.data).toEqual({ message: 'Property not found' });
  });

  it('rejects with no response when no answer came', async () => {
    Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const failure: unknown = await apiClient.get('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(getErrorStatus(failure)).toBeNull();
  });
});

describe('an upload with progress', () => {
  class FakeXhr {
    static last: FakeXhr | null = null;
    upload = new EventTarget();
    events = new EventTarget();
    status = 201;
    responseText = '{"id":3}';
    opened: [string, string] | null = null;
    headers: Record<string, string> = {};
    sent: unknown = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\nx-total-count: 1\r\n';
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
  }

  const original = globalThis.XMLHttpRequest;
  beforeEach(() => Object.assign(globalThis, { XMLHttpRequest: FakeXhr }));
  afterEach(() => Object.assign(globalThis, { XMLHttpRequest: original }));

  it('goes through XMLHttpRequest, which reports the uploaded fraction', async () => {
    const form = new FormData();
    const progress = jest.fn();
    const saving = apiClient.post('/api/property/store', form, { onUploadProgress: progress });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['POST', 'http://api.test/api/property/store']);
    expect(xhr.sent).toBe(form);
    xhr.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded: 30, total: 120 }),
    );
    expect(progress).toHaveBeenCalledWith(0.25);

    xhr.events.dispatchEvent(new Event('load'));
    const response = await saving;
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 3 });
    expect(response.headers.get('x-total-count')).toBe('1');
  });
});
