import { MY_REQUIREMENT_PATH } from 'shared-api/contract';

export interface NavItem {
  label: string;
  to: string;
}

/** The public top navigation (docs/product.md section 2), before the account link. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/aboutus' },
  { label: 'Home Loan', to: '/home_loan' },
  { label: 'Contact', to: '/contact' },
  { label: 'Post Requirement', to: '/post_req' },
];

export const LOGIN_LINK: NavItem = { label: 'Login', to: '/login' };
export const DASHBOARD_LINK: NavItem = { label: 'Dashboard', to: '/dashboard' };
/** A signed-in buyer's own page (issue 35), in place of Dashboard. */
export const MY_REQUIREMENT_LINK: NavItem = { label: 'My requirement', to: MY_REQUIREMENT_PATH };
/** The visitor's shortlist (decision 090): shown with its count when it holds a property. */
export const SHORTLIST_LINK: NavItem = { label: 'Shortlist', to: '/shortlist' };

/** The footer's quick links. */
export const FOOTER_LINKS: readonly NavItem[] = PUBLIC_NAV.filter((item) => item.to !== '/');
