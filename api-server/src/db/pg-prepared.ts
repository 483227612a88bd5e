import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** SQL texts PostgreSQL keeps prepared on each connection, and the name each is prepared under. */
const keptNames = new Map<string, string>();

/** PostgreSQL's code for "cached plan must not change result type" (a table changed under it). */
const PLAN_CHANGED_RESULT = '0A000';

/** Moves when a kept statement's table changed: every connection prepares it anew, renamed. */
let generation = 0;

/**
 * Asks PostgreSQL to keep `sql` prepared (a named statement) on every connection that runs it, so
 * it is parsed and planned once per connection instead of on every run. Planning was 80% of the
 * server's time for the details read's three statements. For fixed, hot statements only
 * (db/compiled-once.ts): each distinct text stays on every connection for the pool's lifetime.
 */
export function keepPrepared(sql: string): void {
  if (!keptNames.has(sql)) keptNames.set(sql, `kept_${keptNames.size + 1}`);
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

async function runKept<R>(
  client: pg.PoolClient,
  name: string,
  sql: string,
  parameters: readonly unknown[],
): Promise<PostgresQueryResult<R>> {
  const at = generation;
  try {
    // Kysely's result type is pg's result, with rows typed by the query.
    const named = { name: `${name}_${at}`, text: sql, values: [...parameters] };
    return (await client.query(named)) as unknown as PostgresQueryResult<R>;
  } catch (error) {
    // A migration changed a table while this process ran: its old plan cannot serve the new row
    // shape. Run it unprepared this once; every connection prepares the new shape under a new name.
    if (!hasCode(error, PLAN_CHANGED_RESULT)) throw error;
    if (generation === at) generation += 1;
    return (await client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
  }
}

function keepingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    const name = keptNames.get(sqlOrCursor);
    if (name) return runKept<R>(client, name, sqlOrCursor, parameters);
    return client.query(sqlOrCursor, [...parameters]) as unknown as Promise<PostgresQueryResult<R>>;
  }
  return { query, release: () => client.release() };
}

/**
 * `pool` as Kysely's PostgreSQL dialect takes it, running the statements marked by keepPrepared
 * as named statements. One wrapper per pg client: Kysely keys its connections on the client.
 */
export function keepingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let kept = clients.get(client);
      if (!kept) {
        kept = keepingClient(client);
        clients.set(client, kept);
      }
      return kept;
    },
    end: () => pool.end(),
  };
}
