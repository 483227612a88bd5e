import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, ThrottleEventTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import {
  deleteThrottleEventById,
  deleteThrottleEvents,
  deleteThrottleEventsBefore,
  findRecentEventTimes,
  insertThrottleEvent,
  type EventFilter,
} from '../repositories/throttle-events';
import type { ThrottleConfig } from './env';

export const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';
export const TOO_MANY_SUBMISSIONS =
  'Too many submissions from your network. Please try again later.';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SWEEP_EVERY_MS = 10 * MINUTE_MS;
/** The first slowing delay; it doubles with each further failure up to `maxDelayMs`. */
const FIRST_DELAY_MS = 250;

/** A sign-in under way: its attempt counts as a failure unless it succeeds. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts kept in the database, so every API process shares them and a restart keeps them. Sign-in
 * failures are counted per (account, address) and per address: an attacker is refused at their
 * own address only, and the account's owner elsewhere gets in at the first try. Failures to one
 * account from everywhere only slow its sign-ins (a doubling delay, capped), never refuse them
 * (OWASP ASVS 5.0 V6.3.1). Registrations and enquiries are limited per address and per person
 * (each mobile number and e-mail), per minute and per day: the per-address caps are higher, as
 * many phones share a mobile carrier's address. Each attempt is written before it is checked, so parallel requests cannot all slip in
 * under a limit; a refused attempt is taken back, so hammering does not lengthen the wait.
 */
export interface Throttle {
  /** 429 when this address failed too often, for this account or at all; else waits the delay. */
  beginSignIn(subject: string, address: string): Promise<SignInAttempt>;
  /**
   * Counts one form submission from the address by the people it names (`mobile:…`, `email:…`);
   * 429 past the minute's or the day's limit of the address or of any of them.
   */
  takeFormSlot(
    bucket: 'register' | 'enquiry' | 'password-reset',
    address: string,
    people?: string[],
  ): Promise<void>;
  /** Removes events older than every window. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** The throttle's name for the account a sign-in names: its id, or the typed text when unknown. */
export function signInSubject(userId: number | null, typed: string): string {
  return userId === null ? `name:${typed.trim().toLowerCase()}` : `user:${userId}`;
}

interface Limit {
  filter: Omit<EventFilter, 'since'>;
  max: number;
  windowMs: number;
}

export function createThrottle(
  db: Kysely<Database>,
  config: ThrottleConfig,
  now: () => number = Date.now,
): Throttle {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Records the events, then 429 (taking them back) when any limit is now exceeded. */
  async function claim(
    events: { bucket: ThrottleEventTable['bucket']; address: string; subject: string | null }[],
    limits: Limit[],
    message: string,
  ): Promise<void> {
    const ids: number[] = [];
    for (const event of events) ids.push(await insertThrottleEvent(db, { ...event, at: iso(now()) }));
    for (const { filter, max, windowMs } of limits) {
      const since = iso(now() - windowMs);
      const times = await findRecentEventTimes(db, { ...filter, since }, max + 1);
      const edge = times[max];
      if (edge === undefined) continue;
      for (const id of ids) await deleteThrottleEventById(db, id);
      const seconds = Math.max(1, Math.ceil((Date.parse(edge) + windowMs - now()) / 1000));
      throw new HttpError(429, message, undefined, { 'retry-after': String(seconds) });
    }
  }

  async function accountDelayMs(subject: string): Promise<number> {
    const { accountSlowAfter, maxDelayMs, windowMs } = config;
    if (maxDelayMs <= 0) return 0;
    // Rows enough to reach the cap (the attempt under way is one of them).
    const doublings = Math.max(0, Math.ceil(Math.log2(maxDelayMs / FIRST_DELAY_MS)));
    const enough = accountSlowAfter + doublings + 2;
    const since = iso(now() - windowMs);
    const times = await findRecentEventTimes(db, { bucket: 'sign-in', subject, since }, enough);
    const failures = times.length - 1;
    if (failures < accountSlowAfter) return 0;
    return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** (failures - accountSlowAfter));
  }

  return {
    async beginSignIn(subject, address) {
      const { accountAddressFailures, addressFailures, windowMs } = config;
      await claim(
        [{ bucket: 'sign-in', address, subject }],
        [
          {
            filter: { bucket: 'sign-in', subject, address },
            max: accountAddressFailures,
            windowMs,
          },
          { filter: { bucket: 'sign-in', address }, max: addressFailures, windowMs },
        ],
        TOO_MANY_FAILED_SIGN_INS,
      );
      const delay = await accountDelayMs(subject);
      if (delay > 0) await sleep(delay);
      return {
        succeeded: () => deleteThrottleEvents(db, { bucket: 'sign-in', address, subject }),
      };
    },
    async takeFormSlot(bucket, address, people = []) {
      // One row for the address (no subject) and one per person, so each is counted once.
      const byAddress = { bucket, address, subject: null };
      const perMinute = config.formsPerAddressPerMinute ?? config.formsPerMinute * 6;
      const perDay = config.formsPerAddressPerDay ?? config.formsPerDay * 20;
      const limits: Limit[] = [
        { filter: byAddress, max: perMinute, windowMs: MINUTE_MS },
        { filter: byAddress, max: perDay, windowMs: DAY_MS },
      ];
      for (const subject of people) {
        limits.push(
          { filter: { bucket, subject }, max: config.formsPerMinute, windowMs: MINUTE_MS },
          { filter: { bucket, subject }, max: config.formsPerDay, windowMs: DAY_MS },
        );
      }
      const events = [byAddress, ...people.map((subject) => ({ bucket, address, subject }))];
      await claim(events, limits, TOO_MANY_SUBMISSIONS);
    },
    sweep() {
      return deleteThrottleEventsBefore(db, iso(now() - Math.max(DAY_MS, config.windowMs)));
    },
  };
}

/** `fastify.throttle`, and a sweep of expired rows at start and every ten minutes. */
export const throttlePlugin = fp(
  async (fastify) => {
    const throttle = createThrottle(fastify.db, fastify.config.throttle);
    fastify.decorate('throttle', throttle);
    const sweep = () =>
      throttle.sweep().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'throttle sweep failed');
      });
    await sweep();
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'throttle', fastify: '5.x', dependencies: ['env', 'db'] },
);
