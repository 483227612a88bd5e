// The page as the host's server loads it (decision 088): its component and its load.
import { passwordPageLoad } from './password-reset-heads';
import { PUBLIC_PATHS } from 'shared-api/contract';

export { default } from '../exposed/forgot-password';
export const load = passwordPageLoad(
  PUBLIC_PATHS.forgotPassword,
  'Forgot password',
  'Lost your password? Get a link by e-mail to set a new one.',
);
