import { PASSWORD_RESET_MINUTES, PUBLIC_PATHS } from 'shared-api/contract';
import { emailPage, type RenderContext, type RenderedEmail } from './render-parts';

/** What a "Forgot password?" e-mail needs: whom to greet and the link's token (decision 102). */
export interface PasswordResetPayload {
  name: string;
  token: string;
}

/** The page that takes the link: on the site's own origin, never an address a request named. */
export function resetPasswordUrl(context: RenderContext, token: string): string {
  const url = new URL(PUBLIC_PATHS.resetPassword, context.siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** The e-mail with the link; it throws once the link was used (its token is then removed). */
export function renderPasswordReset(
  payload: Partial<PasswordResetPayload>,
  context: RenderContext,
): RenderedEmail {
  if (!payload.token || !payload.name) throw new Error('The link of this e-mail was used');
  const link = resetPasswordUrl(context, payload.token);
  const title = `Set a new password for ${context.brokerName}`;
  const intro =
    `Hello ${payload.name}, someone (we hope you) asked for a new password for your account. ` +
    `Open the link within ${PASSWORD_RESET_MINUTES} minutes to set one; it works once.`;
  const lines = [{ label: 'Set a new password', value: link, href: link }];
  const footer = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return emailPage(title, intro, lines, footer);
}
