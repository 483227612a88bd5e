import { ContactPage } from '../features/contact/components/contact-page';
import { sitePageLoad } from '../page-loads/site-page-load';

export const load = sitePageLoad('contact');

export default ContactPage;
