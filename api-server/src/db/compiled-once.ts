import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type Transaction,
} from 'kysely';
import { keepPrepared } from './pg-prepared';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Stands for the parameter while the query is compiled; no real id or text is ever this. */
const MARKER = -7_304_391_615;

/**
 * A query of one parameter, built and compiled once per SQL dialect and then run with each value.
 * Kysely builds and compiles a query anew on every call: for the details read's twelve-table
 * select that was about 200 µs of the server's time, more than PostgreSQL spends running it.
 * On PostgreSQL it is also kept prepared on each connection (db/pg-prepared.ts). The parameter
 * must appear exactly once among the compiled query's parameters.
 */
export function compileOnce<R>(
  build: (db: Db, parameter: number) => Compilable<R>,
): (db: Db, parameter: number) => Promise<R[]> {
  // Per database handle (a transaction compiles its own once): the SQL text depends on the
  // handle's dialect, which Kysely does not expose.
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; index: number }>();
  return async (db, parameter) => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, MARKER).compile();
      const index = query.parameters.indexOf(MARKER);
      if (index < 0 || query.parameters.lastIndexOf(MARKER) !== index) {
        throw new Error('compileOnce: the parameter must appear exactly once');
      }
      keepPrepared(query.sql);
      entry = { query, index };
      compiled.set(db, entry);
    }
    const parameters = [...entry.query.parameters];
    parameters[entry.index] = parameter;
    const result = await db.executeQuery<R>({
      ...entry.query,
      parameters,
      queryId: createQueryId(),
    });
    return result.rows;
  };
}
