import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept prepared; Kysely's SQL text is the same for every parameter value. */
const DEFAULT_MAX_STATEMENTS = 256;

export interface CachedSqliteDatabase extends SqliteDatabase {
  prepare(sql: string): SQLite.Statement;
  /** Statements run so far that may have changed data (see below). */
  readonly writeCount: number;
}

/**
 * Kysely's SQLite driver prepares every query anew, which costs as much as running a small one.
 * This keeps the most recently used statements prepared, keyed by their SQL text.
 *
 * Reuse is safe: Kysely runs each statement to completion (`all`/`run`) right after `prepare`, on
 * its one connection behind a mutex, so a statement is never in use twice; a busy one (a stream
 * still iterating) is never handed out, a fresh one is prepared instead.
 *
 * It also counts statements that may change data (`!readonly`: inserts, updates, deletes, DDL;
 * not begin/commit). Kysely runs a statement synchronously right after preparing it, so the count
 * moves in the same tick as the data: a read that saw the count unchanged saw no newer write.
 * Only writes through this connection count: the API assumes it owns its SQLite file (as the
 * upload sweep does). SQLite's `pragma data_version` would see other connections' commits, but
 * costs ~20 µs a call (a read lock on the WAL index), as much as a cached list answer itself.
 */
export function cacheStatements(
  database: SQLite.Database,
  maxStatements = DEFAULT_MAX_STATEMENTS,
): CachedSqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: maxStatements });
  let writeCount = 0;

  function prepareCached(sql: string): SQLite.Statement {
    const cached = statements.get(sql);
    if (cached && !cached.busy) return cached;
    const statement = database.prepare(sql);
    if (!cached) statements.set(sql, statement);
    return statement;
  }

  return {
    get writeCount() {
      return writeCount;
    },
    prepare(sql) {
      const statement = prepareCached(sql);
      if (!statement.readonly) writeCount += 1;
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
