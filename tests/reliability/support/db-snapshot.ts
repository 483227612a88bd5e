import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../api-server/src/db/schema';
import { listUploadFiles } from './uploads';

/**
 * The throttle's own bookkeeping: every sign-in attempt and counted form is written there before
 * it is checked (api-server/src/plugins/throttle.ts), refused or not. Not data a request stores.
 */
const BOOKKEEPING = new Set(['throttle_events']);

export interface Snapshot {
  /** Rows per table (every table of the database but the throttle's, migrations' own included). */
  rows: Record<string, number>;
  /** Every file under the upload root. */
  files: string[];
}

/** PostgreSQL: the schema the app works in; SQLite has none. */
async function currentSchema(db: Kysely<Database>): Promise<string | null> {
  try {
    const result = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    return result.rows[0]?.name ?? null;
  } catch {
    return null;
  }
}

/** Row counts of every table and the upload listing: what "nothing was written" compares. */
export async function takeSnapshot(db: Kysely<Database>, dataDir: string): Promise<Snapshot> {
  const schema = await currentSchema(db);
  const all = await db.introspection.getTables({ withInternalKyselyTables: true });
  // PostgreSQL lists every schema's tables; other test schemas on the same server are not ours.
  const tables = all.filter(
    (table) =>
      (!schema || !table.schema || table.schema === schema) && !BOOKKEEPING.has(table.name),
  );
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    rows[table.name] = Number(result.rows[0]?.n ?? 0);
  }
  return { rows, files: listUploadFiles(dataDir) };
}
