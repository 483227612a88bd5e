import { z } from 'zod';
import {
  EMAIL_PATTERN,
  optionalText,
  requiredId,
  requiredMobile,
  requiredPatternText,
  requiredText,
} from './fields';
import { whatsappFields } from './messages';
import { marketingConsentField, REGISTRATION_CONSENT_REQUIRED, requiredConsent } from './privacy';

export const PASSWORD_MIN_LENGTH = 6;

const fullName = requiredText('Full Name is required', 100);
const email = requiredPatternText('Email is required', 254, EMAIL_PATTERN, 'Invalid email format');
const mobile = requiredMobile(
  'Phone Number is required',
  'Invalid phone number (10 digits required)',
);

/** Sign-in form and POST /api/auth/login. */
export const loginSchema = z.object({
  username: requiredText('User name / Email is required', 254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(200, { error: 'Password is required' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The admin's user form (POST add_user). */
export const userSchema = z.object({
  name: fullName,
  email,
  mobile,
  username: requiredText('Username is required', 100),
  password: z
    .string({ error: 'Password is required' })
    .refine((value) => value.trim().length > 0, { error: 'Password is required' })
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
      error: 'Password must be at least 6 characters',
    })
    .refine((value) => value.length <= 200, { error: 'Must be at most 200 characters' }),
  remarks: optionalText(500),
  /** New-lead alerts on WhatsApp (decision 092): optional; opting in needs a number. */
  ...whatsappFields,
});
export type UserInput = z.infer<typeof userSchema>;

/** The user form in update mode: an empty password keeps the current one. */
export const userUpdateSchema = userSchema.extend({
  password: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Password must be at least 6 characters' })
      .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, {
        error: 'Password must be at least 6 characters',
      })
      .refine((value) => value.length <= 200, { error: 'Must be at most 200 characters' }),
  ),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const REGISTRATION_OCCUPATIONS = ['Engineer', 'Doctor', 'Business'] as const;

const registrationPasswords = z.object({
  password: z
    .string({ error: 'Password is required' })
    .refine((value) => value.trim().length > 0, { error: 'Password is required' })
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
      error: 'Password must be at least 6 characters long',
    })
    .refine((value) => value.length <= 200, { error: 'Must be at most 200 characters' }),
  confirmpass: z
    .string({ error: 'Confirm Password is required' })
    .refine((value) => value.trim().length > 0, { error: 'Confirm Password is required' }),
});

function bothPasswordsGiven(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmpass } = value as Record<string, unknown>;
  return (
    typeof password === 'string' && typeof confirmpass === 'string' && confirmpass.trim() !== ''
  );
}

/** The public registration form (POST register_user). */
export const registrationSchema = z
  .object({
    name: fullName,
    email,
    mobile,
    occupation: z.enum(REGISTRATION_OCCUPATIONS, { error: 'Occupation is required' }),
    cities: requiredId('City selection is required'),
    ...registrationPasswords.shape,
    /** Agreement to be contacted about the registration (decision 087): required, never pre-ticked. */
    consent: requiredConsent(REGISTRATION_CONSENT_REQUIRED),
    marketingConsent: marketingConsentField,
  })
  .refine((values) => values.password === values.confirmpass, {
    error: 'Passwords do not match',
    path: ['confirmpass'],
    // Compare whenever both were typed, even while other fields (or the password's length) still
    // fail, so the mismatch shows on the first submit together with the other errors.
    when: (payload) => bothPasswordsGiven(payload.value),
  });
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The server's answer when a registration repeats a known e-mail. */
export const EMAIL_ALREADY_REGISTERED = 'Email is already registered';
/** What the registration form shows under the e-mail field for that answer. */
export const EMAIL_ALREADY_REGISTERED_FIELD_ERROR =
  'This email is already registered. Please try with a different email.';

/**
 * The server's refusal of a password found among the most common ones (registration, user add and
 * update). The list is too large for the browser, so only the server checks it; the forms show
 * this message under the password field as they show every field error of the server.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';

/** What the sign-in page says when the server ended a session (idle or absolute limit, logout). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
