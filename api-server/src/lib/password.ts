import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function memoryFor(cost: number, blockSize: number): number {
  // scrypt needs about 128 * N * r bytes; Node's default ceiling (32 MiB) is below N=2^17.
  return 256 * cost * blockSize;
}

/** scrypt with a random 16-byte salt, stored self-describing: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: memoryFor(cost, BLOCK_SIZE) };
  const key = await deriveKey(password, salt, options);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  const N = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  if (![N, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0)) {
    return false;
  }
  const expected = Buffer.from(hashText, 'base64');
  const actual = await deriveKey(password, Buffer.from(saltText, 'base64'), {
    N,
    r: blockSize,
    p: parallelism,
    maxmem: memoryFor(N, blockSize),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the given cost, made once. Verifying against it when the user is
 * unknown makes a failed sign-in take as long whether or not the account exists.
 */
export function getDummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
