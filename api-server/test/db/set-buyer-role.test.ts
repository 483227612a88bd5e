import { migrateDown, migrateToLatest } from '../../src/db/database';
import { build, type TestApp } from '../helpers/build';

const MIGRATION = '2026_11_27_234500_set_buyer_role';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

/** Undoes the migrations down to and including this one (later ones first). */
async function migrateBelowBuyerRole(): Promise<void> {
  for (;;) {
    const undone = await migrateDown(t.db);
    if (undone.length === 0) throw new Error(`${MIGRATION} never undone`);
    if (undone.includes(MIGRATION)) return;
  }
}

it('makes the accounts registered on Post Requirement buyers, and leaves staff alone', async () => {
  const registered = await t.createUser({ isActive: true });
  const waiting = await t.createUser({ isActive: false });
  const staff = await t.createUser();
  await migrateBelowBuyerRole();
  // Before decision 094 a registration was an agent account with an occupation and a city.
  await t.db
    .updateTable('users')
    .set({ role: 'agent', occupation: 'Engineer' })
    .where('id', 'in', [registered.id, waiting.id])
    .execute();
  await migrateToLatest(t.db);
  const rows = await t.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', 'in', [1, registered.id, waiting.id, staff.id])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 1, role: 'admin' },
    { id: registered.id, role: 'buyer' },
    { id: waiting.id, role: 'buyer' },
    { id: staff.id, role: 'agent' },
  ]);
});
