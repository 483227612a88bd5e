import fp from 'fastify-plugin';
import { engineOf } from '../db/database';
import { loadSigningKey } from '../lib/unsubscribe-token';
import { createMailer } from '../messages/send-email';
import { hasMarketingConsent } from '../repositories/message-facts';
import { deleteMessagesBefore } from '../repositories/outbox-erasure';
import {
  claimDueMessages,
  markAttemptFailed,
  markCancelled,
  markSent,
  type OutboxRecord,
} from '../repositories/outbox';
import {
  deliver,
  enabledChannels,
  MessageCancelled,
  type DeliveryDeps,
} from '../services/outbox-delivery';
import { monthsBefore } from '../services/people';

/**
 * Messages one worker claims at a time: each is sent at once on a connection of its own (the
 * mailer's pool holds as many), so the slowest send of a batch (about 50 s of timeouts at worst)
 * ends within the default 60 s claim, and no other process takes a message still being sent.
 */
export const OUTBOX_BATCH = 4;
const MAX_DELAY_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Outbox {
  /** Claims and sends every due message, then resolves with how many it handled (tests). */
  runOnce(): Promise<number>;
  /** Asks for a run soon: a save that wrote messages calls it after its commit. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** When a message that failed its `attempts`-th time is tried again, or null to give up. */
export function nextAttemptAt(
  message: Pick<OutboxRecord, 'created_at'>,
  attempts: number,
  now: Date,
  options: { retryBaseMs: number; giveUpAfterMs: number },
): string | null {
  const delay = Math.min(options.retryBaseMs * 4 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  const at = now.getTime() + delay;
  return at > Date.parse(message.created_at) + options.giveUpAfterMs
    ? null
    : new Date(at).toISOString();
}

/**
 * The outbox worker of this API process (decision 092): every `pollMs`, and whenever a save wakes
 * it, it claims due messages of the channels that have settings, sends them and records each
 * outcome. Without any channel it never runs, and says so once at start.
 */
export const outboxPlugin = fp(
  async (fastify) => {
    const { config, db } = fastify;
    const settings = config.messages;
    const channels = enabledChannels(config);
    const engine = engineOf(db);
    const mailer = settings.smtpUrl ? createMailer(settings.smtpUrl, settings.from) : null;
    const deps: DeliveryDeps = {
      config,
      mailer,
      signingKey: await loadSigningKey(db),
      hasMarketingConsent: (email) => hasMarketingConsent(db, email),
    };
    if (!settings.smtpUrl) {
      fastify.log.info(
        'mail is off: SMTP_URL is not set, so messages are kept in the outbox unsent (see README, Messages)',
      );
    }

    async function handle(message: OutboxRecord): Promise<void> {
      const now = new Date();
      try {
        await deliver(deps, message);
        await markSent(db, message.id, message.attempts, new Date().toISOString());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof MessageCancelled) {
          await markCancelled(db, message.id, reason, now.toISOString());
          return;
        }
        const retryAt = nextAttemptAt(message, message.attempts, now, settings);
        await markAttemptFailed(
          db,
          message.id,
          message.attempts,
          reason,
          retryAt,
          now.toISOString(),
        );
        fastify.log.warn(
          { message: message.id, kind: message.kind, err: reason },
          'a message was not sent',
        );
      }
    }

    async function run(): Promise<number> {
      let handled = 0;
      for (;;) {
        const now = new Date();
        const claimed = await claimDueMessages(db, engine, channels, {
          now: now.toISOString(),
          leaseUntil: new Date(now.getTime() + settings.claimLeaseMs).toISOString(),
          limit: OUTBOX_BATCH,
        });
        await Promise.all(claimed.map(handle));
        handled += claimed.length;
        if (claimed.length < OUTBOX_BATCH || closing) return handled;
      }
    }

    let closing = false;
    let current: Promise<number> = Promise.resolve(0);
    let timer: NodeJS.Timeout | undefined;
    let timerDueAt = Infinity;
    const stopTimer = () => {
      clearTimeout(timer);
      timerDueAt = Infinity;
    };
    // A run absorbs a pending wake-up; the next one is timed from its end.
    const runOnce = (): Promise<number> => {
      stopTimer();
      const next = current.catch(() => 0).then(run);
      current = next.catch((error: unknown) => {
        fastify.log.error({ err: error }, 'the outbox worker failed; it will try again');
        return 0;
      });
      void current.then(() => schedule(settings.pollMs));
      return next;
    };
    /** Runs after `delayMs`, unless a run is already due sooner (a wake-up during a run stays). */
    const schedule = (delayMs: number) => {
      if (closing || channels.length === 0) return;
      const dueAt = Date.now() + delayMs;
      if (dueAt >= timerDueAt) return;
      stopTimer();
      timerDueAt = dueAt;
      timer = setTimeout(() => void runOnce(), delayMs);
      timer.unref();
    };
    schedule(0);

    // Retention covers the outbox: what is older than the retention period goes, daily.
    const sweep = () =>
      deleteMessagesBefore(db, monthsBefore(new Date(), config.site.privacy.retentionMonths)).catch(
        (error: unknown) => fastify.log.error({ err: error }, 'outbox retention sweep failed'),
      );
    await sweep();
    const sweeper = setInterval(() => void sweep(), DAY_MS);
    sweeper.unref();

    fastify.decorate('outbox', { runOnce, wake: () => schedule(0) });
    fastify.addHook('onClose', async () => {
      closing = true;
      stopTimer();
      clearInterval(sweeper);
      await current;
      mailer?.close();
    });
  },
  { name: 'outbox', fastify: '5.x', dependencies: ['env', 'db'] },
);
