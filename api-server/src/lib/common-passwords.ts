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

export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  return COMMON.has(folded) || ONE_CHARACTER.test(folded);
}

function passwordOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('password' in value)) return null;
  return typeof value.password === 'string' ? value.password : null;
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
        if (password && isCommonPassword(password)) {
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
