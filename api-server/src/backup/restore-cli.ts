import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig } from '../plugins/env';
import { loadDotEnv } from './dot-env';
import { restoreBackup } from './restore';

const USAGE =
  'Usage: npm run restore -- <backup folder or s3://bucket/prefix/name> [--data-dir DIR] [--force]';

/** `npm run restore -- <backup> [--data-dir DIR] [--force]` (decision 097). Stop the API first. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const source = positionals[0];
  if (!source || positionals.length > 1) throw new Error(USAGE);
  loadDotEnv();
  const config = buildConfig();
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : config.dataDir;
  const report = await restoreBackup(config, { source, dataDir, force: values.force });
  const { manifest } = report;
  const lines = [
    `Restored ${source} (taken ${manifest.createdAt}, product ${manifest.productVersion}, schema ${manifest.schemaVersion ?? 'unknown'})`,
    manifest.engine === 'sqlite' ? `into ${dataDir}.` : 'into the database at DATABASE_URL.',
    'Rows per table:',
    ...Object.entries(report.rowCounts).map(([table, count]) => `  ${table}: ${count}`),
    `Files: ${report.files} uploads.`,
    ...manifest.notCovered.map((what) => `NOT IN THIS BACKUP: ${what}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
