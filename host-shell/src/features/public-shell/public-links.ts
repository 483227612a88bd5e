import { PUBLIC_PATHS } from 'shared-api/contract';

export interface NavItem {
  label: string;
  to: string;
}

/** The public top navigation (docs/product.md section 2), before the account link. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: PUBLIC_PATHS.home },
  { label: 'About', to: PUBLIC_PATHS.about },
  { label: 'Home Loan', to: PUBLIC_PATHS.homeLoan },
  { label: 'Contact', to: PUBLIC_PATHS.contact },
  { label: 'Post Requirement', to: PUBLIC_PATHS.postRequirement },
];

export const LOGIN_LINK: NavItem = { label: 'Login', to: PUBLIC_PATHS.login };
export const DASHBOARD_LINK: NavItem = { label: 'Dashboard', to: '/dashboard' };
/** A signed-in buyer's own page, in place of Dashboard. */
export const MY_REQUIREMENT_LINK: NavItem = {
  label: 'My requirement',
  to: PUBLIC_PATHS.myRequirement,
};
/** The visitor's shortlist (decision 090): shown with its count when it holds a property. */
export const SHORTLIST_LINK: NavItem = { label: 'Shortlist', to: PUBLIC_PATHS.shortlist };

/** The footer's quick links. */
export const FOOTER_LINKS: readonly NavItem[] = PUBLIC_NAV.filter(
  (item) => item.to !== PUBLIC_PATHS.home,
);
