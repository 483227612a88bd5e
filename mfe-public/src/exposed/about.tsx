import { AboutPage } from '../features/about/components/about-page';
import { sitePageLoad } from '../page-loads/site-page-load';

export const load = sitePageLoad('about');

export default AboutPage;
