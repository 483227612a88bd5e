import { MAP_LINK_MESSAGE } from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, type TestApp } from '../../helpers/build';
import { draftFields, postStore, seedLookups, uploadedFiles, type LookupIds } from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let ids: LookupIds;
let token: string;

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  ids = await seedLookups(t.db);
  const user = await t.createUser();
  token = await t.signIn(user.username, user.password);
});
afterAll(() => t.close());

// [field, value sent, message answered for that field]
const CASES: [string, string | string[], string][] = [
  ['address', ' ', 'Address is required'],
  ['cities', '', 'City is required'],
  ['status', '', 'Status is required'],
  ['projectName', '', 'Project name is required'],
  ['price', '', 'Price is required'],
  ['price', '12.5', 'Price must be a whole number of rupees'],
  ['price', '0', 'Price must be a whole number of rupees'],
  ['project', '', 'Project type is required'],
  ['property', '', 'Property type is required'],
  ['ownership', '', 'Ownership is required'],
  ['facing', '', 'Facing is required'],
  ['size', '', 'Project area is required'],
  ['size', 'big', 'Project area must be a number'],
  ['unit', '', 'Unit is required'],
  ['transaction', '', 'Transaction type is required'],
  ['profession', '', 'Possession is required'],
  ['profession', '2027-13', 'Possession must be a month (YYYY-MM)'],
  ['possession', 'soon', 'Possession type must be chosen from the list'],
  ['launchYear', '', 'Launch year is required'],
  ['launchYear', '2025', 'Launch year must be a month (YYYY-MM)'],
  ['priceFrom', 'cheap', 'Price from must be a whole number of rupees'],
  ['noOfTower', '', 'Number of towers is required'],
  ['noOfTower', '1.5', 'Number of towers must be a whole number'],
  ['noOfUnits', '', 'Number of units is required'],
  ['noOfUnits', '-1', 'Number of units must be a whole number'],
  ['availableUnits', '', 'Available units is required'],
  ['availableUnits', 'x', 'Available units must be a whole number'],
  ['availableUnits', '321', 'Available units cannot exceed the number of units'],
  ['noOfFloors', '', 'Number of floors is required'],
  ['noOfFloors', 'ten', 'Number of floors must be a whole number'],
  ['oc', '', 'OC is required'],
  ['oc', 'maybe', 'OC is required'],
  ['cc', '', 'CC is required'],
  ['flooring', '', 'Flooring is required'],
  ['reserveParking', '', 'Reserve parking is required'],
  ['waterSource', '', 'Water source is required'],
  ['powerBackup', '', 'Power backup is required'],
  ['amenities', [], 'Select at least one amenity'],
  ['sanction', [], 'Select at least one sanction'],
  ['maps', 'https://maps.app.goo.gl.evil.example/abc', MAP_LINK_MESSAGE],
  ['maps', 'https://evil.example/maps/embed?x=1', MAP_LINK_MESSAGE],
  ['maps', '<iframe src="javascript:alert(1)"></iframe>', MAP_LINK_MESSAGE],
  ['metro', '', 'Distance to metro / railway is required'],
  ['metro', 'far', 'Distance must be a number of km'],
  ['hospital', '', 'Distance to hospital is required'],
  ['busStop', '', 'Distance to bus stop is required'],
  ['school', '-2', 'Distance must be a number of km'],
];

describe('POST /api/property/store validation', () => {
  it.each(CASES)('answers 400 for %s = %j with "%s"', async (field, value, message) => {
    const response = await postStore(t, token, draftFields(ids, { [field]: value }), []);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
  });

  it('answers the first field message as the message and stores nothing', async () => {
    const response = await postStore(t, token, draftFields(ids, { address: '' }), []);
    expect(response.json()).toMatchObject({ message: 'Address is required' });
    expect(await uploadedFiles(t.config)).toEqual([]);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/property/store',
      payload: { address: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(415);
  });
});
