import type { Kysely } from 'kysely';
import { compileOnce } from './compiled-once';
import { dataVersionOf } from './database';
import type { Database } from './schema';

/** A data version: a number that changes whenever data an answer depends on may have changed. */
export type VersionReader = () => number | Promise<number>;

/**
 * Shares one read among the callers that wait at the same time, without ever handing a caller a
 * read that began before it called: such a read may predate a write its client has already seen
 * committed. A caller that comes while a read runs waits for the next one, which every such
 * caller shares: at most two reads' time for each, one read per round trip for all.
 */
export function shareFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    next = null;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(start, start);
    return next;
  };
}

const selectVersion = compileOnce((db, id) =>
  db.selectFrom('list_version').select('version').where('id', '=', id),
);

async function readVersionRow(db: Kysely<Database>): Promise<number> {
  const [row] = await selectVersion(db, 1);
  if (!row) throw new Error('list_version has no row');
  return row.version;
}

/**
 * The public list's data version (docs/decisions/079-list-cache-on-both-engines.md).
 *
 * PostgreSQL: the `list_version` row, which triggers on every table the list reads bump inside
 * the writing transaction (migration 2026_11_25_010000_create_list_version), so a read that sees
 * a version sees its data, whichever API process wrote it. One primary-key read per answer,
 * shared by the requests that wait together.
 *
 * SQLite: the count of this process's own writes, read in memory. The API owns its SQLite file;
 * reading the row there cost about 10 µs of server time per cached answer, a fifth of it.
 */
export function listVersionReader(db: Kysely<Database>): VersionReader {
  return dataVersionOf(db) ?? shareFreshReads(() => readVersionRow(db));
}
