// Standalone mount of the public pages for local development, at the host's paths. Inside the
// site, the host loads the exposed modules instead.
import { PUBLIC_PATHS as PATHS } from 'shared-api/contract';
import { mountStandalone } from 'shared-ui/standalone';
import AboutPage from './exposed/about';
import ContactPage from './exposed/contact';
import HomePage from './exposed/home';
import HomeLoanPage from './exposed/home-loan';
import LoginPage from './exposed/login';
import PostRequirementPage from './exposed/post-requirement';
import PropertyDetailsPage from './exposed/property-details';

const PAGES = [
  { path: PATHS.home, label: 'Home', Page: HomePage },
  { path: PATHS.about, label: 'About', Page: AboutPage },
  { path: PATHS.homeLoan, label: 'Home Loan', Page: HomeLoanPage },
  { path: PATHS.contact, label: 'Contact', Page: ContactPage },
  { path: PATHS.postRequirement, label: 'Post Requirement', Page: PostRequirementPage },
  { path: PATHS.login, label: 'Login', Page: LoginPage },
] as const;

void mountStandalone({
  appName: 'mfe-public',
  title: 'Public pages (standalone)',
  navLabel: 'Main',
  links: PAGES.map(({ path, label }) => ({ to: path, label })),
  routes: [
    ...PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: PATHS.details, element: <PropertyDetailsPage /> },
  ],
});
