import { getMaster } from '../contract/masters';
import { stubApi } from '../testing/api-stub';
import { getEnquiries } from './enquiries';
import { addMasterItem, deleteMasterItem, getCities, updateMasterItem } from './masters';
import { erasePerson, exportPerson } from './people';
import { createProperty, getProperties, getPropertyDetails, isPropertyId } from './properties';

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

  it('sends the bedroom counts as one comma list, as the API reads them (bhk=2,3)', async () => {
    const server = stubApi().on('*', /.*/, { data: [] });
    await getProperties({ bhk: [2, 3], minArea: 600 });
    expect(server.last()?.params).toEqual({ bhk: '2,3', minArea: 600 });
    await getProperties({ bhk: [] });
    expect(server.last()?.params).toEqual({});
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

describe('people', () => {
  it('asks for the export by one key and posts the erasure', async () => {
    const server = stubApi().on('*', /.*/, { data: {} });
    await exportPerson({ email: 'a@b.co' });
    expect(server.last()?.path).toBe('/api/people/export');
    expect(server.last()?.params).toEqual({ email: 'a@b.co' });
    await erasePerson({ mobile: '9876543210' });
    expect(server.last()?.method).toBe('POST');
    expect(server.last()?.path).toBe('/api/people/erase');
    expect(server.last()?.body).toEqual({ mobile: '9876543210' });
    server.restore();
  });
});
