import { LoginPage } from '../features/login/components/login-page';

export default LoginPage;
