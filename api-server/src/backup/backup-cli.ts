import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database';
import { buildConfig } from '../plugins/env';
import { loadDotEnv } from './dot-env';
import { runBackup } from './run-backup';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `npm run backup [-- --to DIR]`: one backup now, while the site keeps running (decision 097). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  loadDotEnv();
  const config = buildConfig();
  const sqliteFile = path.join(config.dataDir, config.sqliteFile);
  if (!config.databaseUrl && !fs.existsSync(sqliteFile)) {
    throw new Error(`there is no database at ${sqliteFile} (is DATA_DIR right?)`);
  }
  // SQLite: the backup opens the file itself; PostgreSQL: counts rows through a handle.
  const db = config.databaseUrl ? createDatabase(config) : undefined;
  try {
    const result = await runBackup(config, { db, to: values.to ?? null });
    const { manifest } = result;
    const rows = Object.entries(manifest.rowCounts).map(([table, count]) => `  ${table}: ${count}`);
    const lines = [
      `Backup ${result.name} complete: ${manifest.files.length} files, ${megabytes(result.bytes)}, in ${(result.durationMs / 1000).toFixed(1)} s.`,
      ...result.locations.map((location) => `Written to ${location}`),
      `Schema ${manifest.schemaVersion ?? 'unknown'}, product ${manifest.productVersion}. Rows:`,
      ...rows,
      ...manifest.notCovered.map((what) => `NOT IN THIS BACKUP: ${what}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db?.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
