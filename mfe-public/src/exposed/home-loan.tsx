import { HomeLoanPage } from '../features/home-loan/components/home-loan-page';
import { sitePageLoad } from '../page-loads/site-page-load';

export const load = sitePageLoad('home-loan');

export default HomeLoanPage;
