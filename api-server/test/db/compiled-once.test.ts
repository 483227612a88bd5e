import { compileOnce } from '../../src/db/compiled-once';
import { build, type TestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await build();
  await t.db
    .insertInto('cities')
    .values([{ name: 'Kothrud' }, { name: 'Wakad' }])
    .execute();
});
afterAll(() => t.close());

it('builds a query once per database handle and runs it with each value, in or out of a transaction', async () => {
  const build = jest.fn((db: Parameters<Parameters<typeof compileOnce>[0]>[0], id: number) =>
    db.selectFrom('cities').select(['id', 'name']).where('id', '>=', id).orderBy('id'),
  );
  const citiesFrom = compileOnce(build);
  const all = await t.db.selectFrom('cities').select(['id', 'name']).orderBy('id').execute();
  const [first, second] = all;
  expect(await citiesFrom(t.db, first?.id ?? 0)).toEqual(all);
  expect(await citiesFrom(t.db, second?.id ?? 0)).toEqual([second]);
  expect(build).toHaveBeenCalledTimes(1);
  const inside = await t.db
    .transaction()
    .execute(async (trx) => [await citiesFrom(trx, second?.id ?? 0), await citiesFrom(trx, 0)]);
  expect(inside).toEqual([[second], all]);
  expect(build).toHaveBeenCalledTimes(2);
});

it('refuses a query whose parameter is not there exactly once', async () => {
  const twice = compileOnce((db, id) =>
    db.selectFrom('cities').select('id').where('id', '=', id).where('id', '<>', id),
  );
  await expect(twice(t.db, 1)).rejects.toThrow('exactly once');
  const never = compileOnce((db) => db.selectFrom('cities').select('id'));
  await expect(never(t.db, 1)).rejects.toThrow('exactly once');
});
