import type { PropertyDetail, PropertyListItem } from 'shared-api/contract';
import { build, type TestApp } from '../../helpers/build';
import {
  putUpdate,
  seedLookups,
  signedInAgent,
  storeProperty,
  type LookupIds,
} from '../property/setup';

let t: TestApp;
let ids: LookupIds;
let agent: { id: number; token: string };

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
});
afterAll(() => t.close());

async function read(id: number) {
  const list = await t.app.inject({ url: `/api/property/properties?ids=${id}` });
  const details = await t.app.inject({ url: `/api/property/details/${id}` });
  return {
    card: list.json<PropertyListItem[]>()[0],
    page: details.json<PropertyDetail>(),
  };
}

const setPrice = async (id: number, price: number) =>
  expect((await putUpdate(t, agent.token, id, { price: String(price) })).statusCode).toBe(200);

describe('"Price reduced"', () => {
  it('gives the card and the page the old price after a cut', async () => {
    const { id } = await storeProperty(t, agent.token, ids, { price: '8000000' });
    expect((await read(id)).card?.previousPrice).toBeUndefined();
    await setPrice(id, 7200000);
    const { card, page } = await read(id);
    expect(card).toMatchObject({ price: 7200000, previousPrice: 8000000 });
    expect(page).toMatchObject({ price: 7200000, previousPrice: 8000000 });
  });

  it('is gone once the price is back above the old one', async () => {
    const { id } = await storeProperty(t, agent.token, ids, { price: '8000000' });
    await setPrice(id, 7000000);
    await setPrice(id, 8500000);
    expect((await read(id)).card?.previousPrice).toBeUndefined();
  });

  it('is gone 30 days after the cut', async () => {
    const { id } = await storeProperty(t, agent.token, ids, { price: '8000000' });
    await setPrice(id, 7000000);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await t.db
      .updateTable('changes')
      .set({ changed_at: longAgo })
      .where('entity', '=', 'property')
      .where('entity_id', '=', id)
      .execute();
    expect((await read(id)).page.previousPrice).toBeUndefined();
  });
});
