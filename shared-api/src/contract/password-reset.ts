import { z } from 'zod';
import { requiredText } from './fields';
import { userSchema } from './people';

/** How long a "Forgot password?" link works (decision 102). */
export const PASSWORD_RESET_MINUTES = 30;

/** The one answer to every request for a link, whether the account exists or not. */
export const PASSWORD_RESET_SENT =
  'If an account has that username or e-mail, a link to set a new password is on its way to ' +
  `its e-mail. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;

/** A link already used, expired, or never sent. */
export const PASSWORD_RESET_LINK_INVALID =
  'This link has expired or was already used. Ask for a new one with "Forgot password?".';

export const PASSWORD_RESET_DONE = 'Your password is set. Sign in with it now.';

/** The "Forgot password?" form and POST /api/auth/forgot-password: what the sign-in form takes. */
export const forgotPasswordSchema = z.object({
  username: requiredText('User name / Email is required', 254),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the link's token and the new password (the one password rule). */
export const resetPasswordSchema = z.object({
  token: requiredText(PASSWORD_RESET_LINK_INVALID, 100),
  password: userSchema.shape.password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The new-password form: the password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: userSchema.shape.password,
    confirmpass: z
      .string({ error: 'Confirm Password is required' })
      .refine((value) => value.trim().length > 0, { error: 'Confirm Password is required' }),
  })
  .refine((values) => values.password === values.confirmpass, {
    error: 'Passwords do not match',
    path: ['confirmpass'],
    when: (payload) => {
      const value = payload.value as Partial<Record<'password' | 'confirmpass', unknown>>;
      return typeof value.password === 'string' && typeof value.confirmpass === 'string';
    },
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** GET /api/auth/password-reset: whether the sign-in page offers "Forgot password?". */
export interface PasswordResetAvailability {
  /** True once mail is set up (SMTP_URL): the link can reach its owner. */
  isByEmail: boolean;
}
