import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a token: what the sessions table holds. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
