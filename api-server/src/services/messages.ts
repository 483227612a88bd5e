import type { Kysely } from 'kysely';
import { MESSAGE_NOT_FAILED, MESSAGE_NOT_FOUND, type MessageListQuery } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { httpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import { loadSigningKey, readUnsubscribeToken } from '../lib/unsubscribe-token';
import type { Outbox } from '../plugins/outbox';
import { withdrawConsents } from '../repositories/consents';
import { findMarketingConsentIds } from '../repositories/message-facts';
import { cancelPendingMatchAlerts, retryFailed } from '../repositories/outbox';
import { findMessageByKey, findMessageStatus, listMessages } from '../repositories/outbox-reads';

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBED = 'You will get no more listing alerts from us.';

/** The outbox as the administrator sees it, and a buyer's one-click unsubscribe (decision 092). */
export function messageService({
  db,
  outbox,
}: {
  db: Kysely<Database>;
  outbox?: Pick<Outbox, 'wake'>;
}) {
  /** The e-mail a genuine token's message went to; 404 for anything else. */
  async function recipientOf(token: string): Promise<string> {
    const key = readUnsubscribeToken(await loadSigningKey(db), token);
    const message = key ? await findMessageByKey(db, key) : undefined;
    if (!message || message.kind !== 'match-alert') throw httpError(404, UNSUBSCRIBE_INVALID);
    return message.recipient;
  }

  return {
    page: (query: MessageListQuery) =>
      listMessages(db, { status: query.status }, { limit: query.limit, offset: query.offset }),

    /** "Retry now": a failed message is due again at once. */
    async retry(id: number): Promise<void> {
      const status = await findMessageStatus(db, id);
      if (!status) throw httpError(404, MESSAGE_NOT_FOUND);
      if (status !== 'failed' || !(await retryFailed(db, id, nowIso()))) {
        throw httpError(409, MESSAGE_NOT_FAILED);
      }
      outbox?.wake();
    },

    /** Checks a link without acting on it: a GET (a mail scanner's too) never unsubscribes. */
    check: async (token: string): Promise<void> => {
      await recipientOf(token);
    },

    /**
     * RFC 8058 one-click: withdraws the marketing consent of the alert's recipient, as any
     * withdrawal is recorded (decision 087), and cancels their alerts not yet sent. A second
     * click finds nothing left to withdraw.
     */
    async unsubscribe(token: string): Promise<void> {
      const email = await recipientOf(token);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        const ids = await findMarketingConsentIds(trx, email);
        await withdrawConsents(trx, ids, now);
        await cancelPendingMatchAlerts(trx, email, now);
      });
    },
  };
}
