// The page as the host's server loads it (decision 088): its component and its load.
import { passwordPageLoad } from './password-reset-heads';
import { PUBLIC_PATHS } from 'shared-api/contract';

export { default } from '../exposed/reset-password';
export const load = passwordPageLoad(
  PUBLIC_PATHS.resetPassword,
  'Set a new password',
  'Set a new password with the link we e-mailed you.',
);
