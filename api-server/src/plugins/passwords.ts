import fastq from 'fastq';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { getDummyHash, hashPassword, verifyPassword } from '../lib/password';

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
/** Seconds a client is asked to wait when the queue is full: a few hashes' time. */
const RETRY_AFTER_SECONDS = '5';

type Job = () => Promise<unknown>;

/**
 * Every password hash of a request goes through one queue. scrypt holds a thread of libuv's pool
 * (four threads, shared with file reads and DNS) for ~0.3 s; unbounded, sixty registrations made
 * a sign-in wait 17 s and an image read 16 s. The queue runs `concurrency` at once, puts sign-ins
 * ahead of new hashes (registration, user add and update), and answers 503 with Retry-After
 * once `maxWaiting` jobs of a kind are waiting.
 */
export interface Passwords {
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash, or against a dummy one (unknown user: same cost). */
  verify(password: string, stored: string | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export function createPasswords(options: {
  cost: number;
  concurrency: number;
  maxWaiting: number;
}): Passwords {
  const queue = fastq.promise((job: Job) => job(), options.concurrency);
  const waiting = { hash: 0, verify: 0 };

  function enqueue<T>(kind: keyof typeof waiting, job: () => Promise<T>): Promise<T> {
    if (waiting[kind] >= options.maxWaiting) {
      return Promise.reject(
        new HttpError(503, SERVER_BUSY_MESSAGE, undefined, { 'retry-after': RETRY_AFTER_SECONDS }),
      );
    }
    waiting[kind] += 1;
    const run = async () => {
      waiting[kind] -= 1;
      return job();
    };
    // Sign-ins go first: a person is waiting at the form, and their count is throttled already.
    const queued = kind === 'verify' ? queue.unshift(run) : queue.push(run);
    return queued as Promise<T>;
  }

  return {
    hash: (password) => enqueue('hash', () => hashPassword(password, options.cost)),
    verify: (password, stored) =>
      enqueue('verify', async () =>
        verifyPassword(password, stored ?? (await getDummyHash(options.cost))),
      ),
  };
}

/** `fastify.passwords`, sized by the config. */
export const passwordsPlugin = fp(
  (fastify, _opts, done) => {
    const { scryptCost, hashConcurrency, hashMaxWaiting } = fastify.config;
    fastify.decorate(
      'passwords',
      createPasswords({
        cost: scryptCost,
        concurrency: hashConcurrency,
        maxWaiting: hashMaxWaiting,
      }),
    );
    done();
  },
  { name: 'passwords', fastify: '5.x', dependencies: ['env'] },
);
