import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';

/** Failed sign-ins per key (an account or an IP), kept in memory for the failure window. */
export interface LoginThrottle {
  /** Throws 429 with Retry-After when any key has reached the limit. */
  assertAllowed(keys: string[]): void;
  recordFailure(keys: string[]): void;
  /** A successful sign-in forgives the account (not the IP, which may be guessing others). */
  forgive(key: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export function accountKey(login: string): string {
  return `account:${login.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

export function createLoginThrottle(
  maxFailures: number,
  windowMs: number,
  now: () => number = Date.now,
): LoginThrottle {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function sweep() {
    // Keeps memory bounded under a spray of distinct usernames.
    for (const key of failures.keys()) recent(key);
  }

  return {
    assertAllowed(keys) {
      let retryAfterMs = 0;
      for (const key of keys) {
        const times = recent(key);
        if (times.length >= maxFailures) {
          const oldest = times[times.length - maxFailures] ?? now();
          retryAfterMs = Math.max(retryAfterMs, oldest + windowMs - now());
        }
      }
      if (retryAfterMs > 0) {
        const seconds = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
        throw new HttpError(429, TOO_MANY_FAILED_SIGN_INS, undefined, { 'retry-after': seconds });
      }
    },
    recordFailure(keys) {
      if (failures.size > 10_000) sweep();
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    forgive(key) {
      failures.delete(key);
    },
  };
}

/** `fastify.loginThrottle`: per process; several API processes would need a shared store. */
export const loginThrottlePlugin = fp(
  (fastify, _opts, done) => {
    fastify.decorate(
      'loginThrottle',
      createLoginThrottle(fastify.config.loginMaxFailures, fastify.config.loginFailureWindowMs),
    );
    done();
  },
  { name: 'login-throttle', fastify: '5.x', dependencies: ['env'] },
);
