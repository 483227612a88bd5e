import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/database';
import { buildConfig } from '../../src/plugins/env';
import { prepareDatabase } from '../../src/seed/first-start';
import { createPgSchema } from '../helpers/build';

// Several API processes share one PostgreSQL database (decision 082); SQLite has one process.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the first start of several API processes on one fresh PostgreSQL database', () => {
  it('migrates and seeds once: every process starts, with one administrator and one set of lookups', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const schema = await createPgSchema(url);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'first-start-'));
    const config = buildConfig(
      { DATABASE_URL: url },
      { dataDir, scryptCost: 1024, seedDemo: false, adminPassword: 'First-Start-Admin-1!' },
    );
    const processes = [1, 2, 3].map(() => createDatabase({ ...config, pgSchema: schema.name }));
    try {
      const results = await Promise.all(processes.map((db) => prepareDatabase(db, config)));
      expect(results.filter((result) => result.adminCreated)).toHaveLength(1);
      const [db] = processes;
      const users = await db!.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(1);
      const cities = await db!.selectFrom('cities').select('name').execute();
      expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
    } finally {
      await Promise.all(processes.map((db) => db.destroy()));
      await schema.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
