import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDotEnv } from '../backup/dot-env';
import { createDatabase } from '../db/database';
import { buildConfig } from '../plugins/env';
import { resetPassword } from '../services/password-reset';

const USAGE = 'Usage: npm run reset-password -- <username> [--password P]';

/**
 * `npm run reset-password -- <username> [--password P]` (decision 094): a lost password without
 * wiping the data. Runs on the server, with the API's own settings (.env, DATA_DIR, DATABASE_URL).
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  const username = positionals[0];
  if (!username || positionals.length > 1) throw new Error(USAGE);
  loadDotEnv();
  const config = buildConfig();
  const file = path.join(config.dataDir, config.sqliteFile);
  // Opening a missing SQLite file would create an empty one in the data folder.
  if (!config.databaseUrl && !fs.existsSync(file)) {
    throw new Error(`No database at ${file}: start the site once (npm start), or set DATA_DIR.`);
  }
  const db = createDatabase(config);
  try {
    const reset = await resetPassword(db, {
      username,
      password: values.password,
      scryptCost: config.scryptCost,
    });
    const lines = [`New password set for ${username} (${reset.name}); every session of it ended.`];
    if (reset.generatedPassword) {
      lines.push(`Password: ${reset.generatedPassword}`, 'Shown only this once: note it now.');
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
