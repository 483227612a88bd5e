import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Database } from '../../../api-server/src/db/schema';
import {
  listProperties,
  type PropertyFilter,
  type PropertyPage,
} from '../../../api-server/src/repositories/properties';
import { round } from './load';

export interface QueryEvidence {
  sql: string;
  plan: string[];
  /** Median time of the statement alone, in process (no HTTP), over several runs. */
  medianMs: number;
}

const RUNS = 15;

/**
 * The SQL the app's own list repository sends for a filter (captured through Kysely's log), with
 * SQLite's query plan and the statement's time alone: evidence for where list time goes.
 */
export async function explainList(
  dataDir: string,
  filter: PropertyFilter,
  page: PropertyPage,
): Promise<QueryEvidence[]> {
  const file = new SQLite(path.join(dataDir, 'property-site.sqlite'), { readonly: true });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: file }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  try {
    await listProperties(db, filter, page);
    return captured.map((query) => {
      const parameters = query.parameters as unknown[];
      const statement = file.prepare(query.sql);
      const plan = file
        .prepare(`explain query plan ${query.sql}`)
        .all(...parameters)
        .map((row) => String((row as { detail: unknown }).detail));
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        statement.all(...parameters);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { sql: query.sql, plan, medianMs: round(times[Math.floor(RUNS / 2)] ?? 0, 2) };
    });
  } finally {
    await db.destroy();
  }
}
