import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { z } from 'zod';

/**
 * zxcvbn-ts's list of common passwords (about 49,000, most used first, from leaked password
 * sets), shipped in the package: nothing is fetched at run time. Too large for the browser, so
 * only the server checks it (OWASP ASVS 5.0 V6.2.4 asks for at least the top 3,000).
 */
const COMMON = new Set(dictionary['passwords-common']);
/** One character repeated ('aaaaaa', '111111'): common in spirit, whatever the list holds. */
const ONE_CHARACTER = /^(.)\1*$/su;

/** The account's own words a guesser tries first: its name's parts, username and e-mail name. */
export function personalWords(
  account: Partial<Record<'name' | 'username' | 'email', unknown>>,
): string[] {
  const email = typeof account.email === 'string' ? account.email.split('@')[0] : undefined;
  return [account.name, account.username, email]
    .flatMap((text) =>
      typeof text === 'string'
        ? text
            .normalize('NFKC')
            .toLowerCase()
            .split(/[^\p{L}]+/u)
        : [],
    )
    .filter((word) => word.length >= 3);
}

/**
 * The one password rule of every account (decision 094: a staff account took "sneha123" while a
 * buyer's "rahul123" was refused): a password from the common list, one character repeated, or
 * the account's own name, username or e-mail name followed by nothing but digits.
 */
export function isCommonPassword(password: string, personal: readonly string[] = []): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(folded) || ONE_CHARACTER.test(folded)) return true;
  const stem = /^(\p{L}+)\d*$/u.exec(folded)?.[1];
  return stem !== undefined && personal.includes(stem);
}

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function passwordOf(value: unknown): string | null {
  const password = fieldOf(value, 'password');
  return typeof password === 'string' ? password : null;
}

/**
 * The contract's schema of a form with a password, plus the refusal of common passwords under
 * `password`. It runs whenever a non-empty password is given, even while other fields fail, so
 * the message shows with the form's other errors; an empty password (kept on user update) is
 * left to the form's own rules.
 */
export function refusingCommonPasswords<T extends z.ZodType>(schema: T): T {
  return schema.check(
    z.superRefine(
      (value, context) => {
        const password = passwordOf(value);
        const personal = personalWords({
          name: fieldOf(value, 'name'),
          username: fieldOf(value, 'username'),
          email: fieldOf(value, 'email'),
        });
        if (password && isCommonPassword(password, personal)) {
          context.addIssue({
            code: 'custom',
            path: ['password'],
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
      },
      { when: (payload) => Boolean(passwordOf(payload.value)) },
    ),
  );
}
