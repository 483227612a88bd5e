import type { Kysely } from 'kysely';
import type { ChangeListQuery, ChangeRecord } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { listChanges, listChangesOf } from '../repositories/changes';

/** How many of a listing's changes its History panel shows. */
export const PROPERTY_HISTORY_LIMIT = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Reads of the recorded changes: a listing's, and the administrator's Activity screen. */
export function historyService({ db }: { db: Kysely<Database> }) {
  return {
    /** A listing's changes, newest first (the caller checked it may see the listing). */
    ofProperty: (id: number): Promise<ChangeRecord[]> =>
      listChangesOf(db, 'property', id, PROPERTY_HISTORY_LIMIT),

    /** A page of every change the filters select, newest first, and their total. */
    page(query: ChangeListQuery) {
      const filter = {
        userId: query.userId,
        entity: query.entity,
        since: query.from ? dayStart(query.from).toISOString() : undefined,
        // `to` is inclusive: up to the start of the next day.
        until: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS).toISOString() : undefined,
      };
      return listChanges(db, filter, { limit: query.limit, offset: query.offset });
    },
  };
}
