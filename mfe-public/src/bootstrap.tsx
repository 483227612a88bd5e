// Standalone mount of the public pages for local development, at the host's paths. Inside the
// site, the host loads the exposed modules instead.
import { mountStandalone } from 'shared-ui/standalone';
import AboutPage from './exposed/about';
import ContactPage from './exposed/contact';
import HomePage from './exposed/home';
import HomeLoanPage from './exposed/home-loan';
import LoginPage from './exposed/login';
import PostRequirementPage from './exposed/post-requirement';
import PropertyDetailsPage from './exposed/property-details';

const PAGES = [
  { path: '/', label: 'Home', Page: HomePage },
  { path: '/aboutus', label: 'About', Page: AboutPage },
  { path: '/home_loan', label: 'Home Loan', Page: HomeLoanPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
  { path: '/post_req', label: 'Post Requirement', Page: PostRequirementPage },
  { path: '/login', label: 'Login', Page: LoginPage },
] as const;

void mountStandalone({
  appName: 'mfe-public',
  title: 'Public pages (standalone)',
  navLabel: 'Main',
  links: PAGES.map(({ path, label }) => ({ to: path, label })),
  routes: [
    ...PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: '/details/:property_id', element: <PropertyDetailsPage /> },
  ],
});
