import type { Kysely } from 'kysely';
import { PRICE_REDUCED_DAYS } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { findPricesBeforeCuts } from '../../repositories/changes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Listings with `previousPrice` when the history holds a higher price from before a cut in the
 * last 30 days (decision 098: "Price reduced"). One grouped read for the whole page.
 */
export async function withPreviousPrices<T extends { id: number; price: number }>(
  db: Kysely<Database>,
  items: T[],
  now = Date.now(),
): Promise<(T & { previousPrice?: number })[]> {
  const since = new Date(now - PRICE_REDUCED_DAYS * DAY_MS).toISOString();
  const before = await findPricesBeforeCuts(
    db,
    items.map((item) => item.id),
    since,
  );
  return items.map((item) => {
    const previous = before.get(item.id);
    return previous !== undefined && previous > item.price
      ? { ...item, previousPrice: previous }
      : item;
  });
}
