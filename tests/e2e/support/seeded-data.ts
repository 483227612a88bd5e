// The browser suite's data folder as a first start leaves it (migrated, lookups, the demo listings
// with their pictures and variants), made once per run by Jest's globalSetup: each test file's
// product starts on a copy of it (start-product.ts). Seeding makes every picture's variants with
// sharp, about 6 of a start's 8 seconds, so the suite no longer pays it once per file; the first
// start itself is what this setup runs, through the API's real entry (decision 104).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, waitForHttp } from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from './free-ports';
import { REPO_ROOT } from './paths';
import { SEED_SETTINGS } from './seed-settings';

/** Where the copy to start from is, for the test files (workers inherit the environment). */
export const SEEDED_DATA_ENV = 'E2E_SEEDED_DATA_DIR';

export default async function makeSeededData(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'property-site-e2e-seed-'));
  const [apiPort] = await findFreePorts(1);
  const api = startProcess({
    name: 'seed',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(REPO_ROOT, 'api-server', 'src', 'server.ts')],
    env: {
      ...process.env,
      ...SEED_SETTINGS,
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
    },
  });
  try {
    await waitForHttp(api, `http://127.0.0.1:${apiPort}/api/health`, { timeoutMs: 180_000 });
  } finally {
    // A graceful stop closes the database, so its write-ahead log is folded into the file.
    await api.stop({ graceMs: 15_000 });
  }
  process.env[SEEDED_DATA_ENV] = dataDir;
}

/** globalTeardown: removes the folder. */
export function removeSeededData(): void {
  const dataDir = process.env[SEEDED_DATA_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
