import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MASTER_KEYS } from 'shared-api/contract';
import { createDatabase } from '../../src/db/database';
import { verifyPassword } from '../../src/lib/password';
import { buildConfig } from '../../src/plugins/env';
import { prepareDatabase } from '../../src/seed/first-start';
import { seedDemoProperties } from '../../src/seed/demo-properties';
import { MASTER_SEED } from '../../src/seed/master-values';

// Rendering the demo pictures takes seconds; demo-properties.test.ts covers it. Here only whether
// the first start calls it.
jest.mock('../../src/seed/demo-properties', () => ({
  seedDemoProperties: jest.fn(() => Promise.resolve(0)),
}));
const seedDemo = jest.mocked(seedDemoProperties);
beforeEach(() => seedDemo.mockClear());

// The seed runs against SQLite here; the PostgreSQL run of the suite covers it through build().
async function withDatabase(
  env: Record<string, string>,
  run: (ctx: {
    db: ReturnType<typeof createDatabase>;
    config: ReturnType<typeof buildConfig>;
  }) => Promise<void>,
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  const config = buildConfig(env, { dataDir, scryptCost: 1024, databaseUrl: null });
  const db = createDatabase(config);
  try {
    await run({ db, config });
  } finally {
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

it('creates the admin (id 1) with a generated password, reported once, and seeds the lookups', async () => {
  seedDemo.mockResolvedValueOnce(24);
  await withDatabase({}, async ({ db, config }) => {
    const first = await prepareDatabase(db, config);
    expect(first.adminCreated).toBe(true);
    expect(first.mastersSeeded).toBe(true);
    expect(first.demoProperties).toBe(24);
    expect(seedDemo).toHaveBeenCalledWith(db, config);
    expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const admin = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ id: 1, role: 'admin', is_active: 1, username: 'admin' });
    expect(admin.email).toMatch(/^admin@.+\.local$/);
    await expect(verifyPassword(first.generatedAdminPassword!, admin.password_hash)).resolves.toBe(
      true,
    );

    const statuses = await db.selectFrom('statuses').select('name').execute();
    expect(statuses.map((row) => row.name).sort()).toEqual([
      'For Rent',
      'For Sale',
      'Sold',
      'Under Offer',
    ]);
    for (const key of MASTER_KEYS) {
      const rows = await db
        .selectFrom(key as 'cities')
        .select('id')
        .execute();
      expect(rows).toHaveLength(MASTER_SEED[key].length);
    }

    const second = await prepareDatabase(db, config);
    expect(second).toEqual({
      adminCreated: false,
      generatedAdminPassword: null,
      mastersSeeded: false,
      demoProperties: 0,
    });
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});

it('uses ADMIN_USERNAME and ADMIN_PASSWORD; with SEED_DEMO false it seeds every lookup list and no listing', async () => {
  await withDatabase(
    { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'chosen-pass', SEED_DEMO: 'false' },
    async ({ db, config }) => {
      const result = await prepareDatabase(db, config);
      expect(result.generatedAdminPassword).toBeNull();
      expect(result.mastersSeeded).toBe(true);
      expect(result.demoProperties).toBe(0);
      const admin = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(admin.username).toBe('owner');
      await expect(verifyPassword('chosen-pass', admin.password_hash)).resolves.toBe(true);
      for (const key of MASTER_KEYS) {
        const rows = await db
          .selectFrom(key as 'cities')
          .select('name')
          .execute();
        expect(rows.map((row) => row.name).sort()).toEqual([...MASTER_SEED[key]].sort());
      }
      expect(await db.selectFrom('properties').select('id').execute()).toHaveLength(0);
      expect(seedDemo).not.toHaveBeenCalled();
    },
  );
});
