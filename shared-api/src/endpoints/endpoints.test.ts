import { getMaster } from '../contract/masters';
import { stubApi } from '../testing/api-stub';
import { getEnquiries } from './enquiries';
import { addMasterItem, deleteMasterItem, getCities, updateMasterItem } from './masters';
import {
  createProperty,
  getProperties,
  getPropertyDetails,
  isPropertyId,
  peekPropertyDetails,
  prefetchPropertyDetails,
  PREFETCH_MAX_AGE_MS,
} from './properties';

const item = { id: 1, project_name: 'Green Acres' };

describe('getProperties', () => {
  it('returns the items and the total from X-Total-Count, sending the query as parameters', async () => {
    const server = stubApi().on('*', /.*/, { data: [item], headers: { 'x-total-count': '42' } });
    const page = await getProperties({ limit: 10, offset: 20 });
    expect(page).toEqual({ items: [item], total: 42 });
    expect(server.last()?.path).toBe('/api/property/properties');
    expect(server.last()?.params).toEqual({ limit: 10, offset: 20 });
    server.restore();
  });

  it('falls back to the number of items when the header is missing', async () => {
    const server = stubApi().on('*', /.*/, { data: [item, item] });
    await expect(getProperties()).resolves.toEqual({ items: [item, item], total: 2 });
    server.restore();
  });
});

describe('paths', () => {
  it('encodes route parameters into the path', async () => {
    const server = stubApi().on('*', /.*/, { data: {} });
    await getPropertyDetails('12/../x');
    expect(server.last()?.path).toBe('/api/property/details/12%2F..%2Fx');
    server.restore();
  });

  it('reads the enquiries total and passes the status filter', async () => {
    const server = stubApi().on('*', /.*/, { data: [], headers: { 'x-total-count': '7' } });
    await expect(getEnquiries({ limit: 10, offset: 0, status: 'new' })).resolves.toEqual({
      items: [],
      total: 7,
    });
    expect(server.last()?.params).toEqual({ limit: 10, offset: 0, status: 'new' });
    server.restore();
  });
});

describe('prefetchPropertyDetails', () => {
  const DETAILS = '/api/property/details/5';

  afterEach(() => jest.useRealTimers());

  it("starts the read at once, and the page's read takes that answer instead of asking again", async () => {
    const server = stubApi().on('GET', DETAILS, { data: { id: 5, project_name: 'Early' } });
    prefetchPropertyDetails('5');
    // Sent before the page asks (axios sends after its request interceptors, a few ticks later).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.callsTo('GET', DETAILS)).toHaveLength(1);

    await expect(getPropertyDetails(5)).resolves.toEqual({ id: 5, project_name: 'Early' });
    expect(server.callsTo('GET', DETAILS)).toHaveLength(1);
    server.restore();
  });

  it('is taken once: the next read of the property asks the server again', async () => {
    let version = 0;
    const server = stubApi().on('GET', DETAILS, () => ({ data: { id: 5, version: ++version } }));
    prefetchPropertyDetails('5');
    await getPropertyDetails('5');

    await expect(getPropertyDetails('5')).resolves.toEqual({ id: 5, version: 2 });
    expect(server.callsTo('GET', DETAILS)).toHaveLength(2);
    server.restore();
  });

  it('is not used for another property', async () => {
    const server = stubApi().on('GET', /\/api\/property\/details\/\d+$/, (request) => ({
      data: { path: request.path },
    }));
    prefetchPropertyDetails('5');

    await expect(getPropertyDetails('6')).resolves.toEqual({ path: '/api/property/details/6' });
    expect(server.requests.map((request) => request.path)).toEqual([
      DETAILS,
      '/api/property/details/6',
    ]);
    server.restore();
  });

  it('is not used once it is older than the page would wait for', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const server = stubApi().on('GET', DETAILS, { data: { id: 5 } });
    prefetchPropertyDetails('5');
    jest.advanceTimersByTime(PREFETCH_MAX_AGE_MS + 1);

    await getPropertyDetails('5');
    expect(server.callsTo('GET', DETAILS)).toHaveLength(2);
    server.restore();
  });

  it('hands a failure to the page that takes it, as its own read would', async () => {
    const server = stubApi().on('GET', DETAILS, { status: 404, data: { message: 'Not found' } });
    prefetchPropertyDetails('5');

    await expect(getPropertyDetails('5')).rejects.toMatchObject({ response: { status: 404 } });
    expect(server.callsTo('GET', DETAILS)).toHaveLength(1);
    server.restore();
  });

  it('can be looked at before it is taken, for that property only, and not after', async () => {
    const server = stubApi().on('GET', DETAILS, { data: { id: 5 } });
    prefetchPropertyDetails('5');
    const early = peekPropertyDetails('5');

    expect(early).not.toBeNull();
    expect(peekPropertyDetails('5')).toBe(early);
    expect(peekPropertyDetails('6')).toBeNull();
    await expect(getPropertyDetails('5')).resolves.toBe(await early);
    expect(peekPropertyDetails('5')).toBeNull();
    expect(server.callsTo('GET', DETAILS)).toHaveLength(1);
    server.restore();
  });
});

describe('isPropertyId', () => {
  it('accepts a positive whole number and nothing else', () => {
    expect(['1', '42', '9999999999999999'].every(isPropertyId)).toBe(true);
    for (const value of [
      undefined,
      '',
      '0',
      '07',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '12/../x',
      '12345678901234567',
    ]) {
      expect(isPropertyId(value)).toBe(false);
    }
  });
});

describe('createProperty', () => {
  it('posts the form as multipart and reports upload progress as a fraction', async () => {
    const server = stubApi().on('*', /.*/, (request) => {
      request.reportProgress(0.25);
      return {
        status: 201,
        data: { message: 'Property Details Saved Successfully', id: 3, prp_id: 'P3' },
      };
    });
    const form = new FormData();
    form.append('projectName', 'Green Acres');
    const progress = jest.fn();
    const saved = await createProperty(form, progress);
    expect(saved.id).toBe(3);
    expect(server.last()?.method).toBe('POST');
    expect(server.last()?.path).toBe('/api/property/store');
    expect(server.last()?.body).toBe(form);
    expect(progress).toHaveBeenCalledWith(0.25);
    server.restore();
  });
});

describe('master lists', () => {
  it('sends JSON with the descriptor field for plain lists', async () => {
    const server = stubApi().on('*', /.*/, { data: { message: 'Facing updated successfully' } });
    await updateMasterItem(getMaster('facings'), 4, 'North');
    expect(server.last()?.method).toBe('PUT');
    expect(server.last()?.path).toBe('/api/master_table/update_facing/4');
    expect(server.last()?.body).toEqual({ facing: 'North' });
    server.restore();
  });

  it('sends sanctions as multipart with the name and the optional file', async () => {
    const server = stubApi().on('*', /.*/, { data: { message: 'Sanction added successfully' } });
    const file = new File(['%PDF'], 'rera.pdf', { type: 'application/pdf' });
    await addMasterItem(getMaster('sanctions'), 'RERA', file);
    const body = server.last()?.body as FormData;
    expect(server.last()?.path).toBe('/api/master_table/add_sanction');
    expect(body.get('sanction')).toBe('RERA');
    expect((body.get('file') as File).name).toBe('rera.pdf');
    server.restore();
  });

  it('deletes by the descriptor path and lists cities', async () => {
    const server = stubApi().on('*', /.*/, { data: [] });
    await deleteMasterItem(getMaster('facings'), 9);
    expect(server.last()?.method).toBe('DELETE');
    expect(server.last()?.path).toBe('/api/master_table/delete_facing/9');
    await getCities();
    expect(server.last()?.path).toBe('/api/master_table/get_cities');
    server.restore();
  });
});
