import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const KEY_NAME = 'unsubscribe-signing-key';

/**
 * The key that signs unsubscribe links: made once, by whichever process needs it first, and kept
 * in the database so that every API process (and every restart) accepts the same links.
 */
export async function loadSigningKey(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db.selectFrom('secrets').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('secrets')
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('The unsubscribe signing key could not be stored');
  return Buffer.from(row.value, 'base64');
}

function signatureOf(key: Buffer, messageKey: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${messageKey}`).digest('base64url');
}

/** `<message key>.<signature>`: names the message (not the person) and cannot be forged. */
export function makeUnsubscribeToken(key: Buffer, messageKey: string): string {
  return `${messageKey}.${signatureOf(key, messageKey)}`;
}

/** The message key of a genuine token; null for anything else. */
export function readUnsubscribeToken(key: Buffer, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, messageKey = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(key, messageKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? messageKey : null;
}
