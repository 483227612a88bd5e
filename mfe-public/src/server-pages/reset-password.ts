// The page as the host's server loads it (decision 088): its component and its load.
import { passwordPageLoad } from './password-reset-heads';

export { default } from '../exposed/reset-password';
export const load = passwordPageLoad(
  '/reset-password',
  'Set a new password',
  'Set a new password with the link we e-mailed you.',
);
