import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';

export default ForgotPasswordPage;
