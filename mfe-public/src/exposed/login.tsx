import { LoginPage } from '../features/login/components/login-page';
import { sitePageLoad } from '../page-loads/site-page-load';

export const load = sitePageLoad('login');

export default LoginPage;
