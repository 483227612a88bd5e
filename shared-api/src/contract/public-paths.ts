/**
 * The public pages' addresses (docs/product.md section 2), declared once: the host's route table,
 * its navigation and sitemap, and the public remote's routes, links and heads derive from these.
 */
export const PUBLIC_PATHS = {
  home: '/',
  about: '/aboutus',
  homeLoan: '/home_loan',
  contact: '/contact',
  postRequirement: '/post_req',
  login: '/login',
  /** A property's page: its pattern; `getDetailsPath(id)` gives one property's address. */
  details: '/details/:property_id',
  shortlist: '/shortlist',
  compare: '/compare',
  /** The signed-in buyer's page: their requirement, alerts and data rights. */
  myRequirement: '/my_requirement',
  /** "Forgot password?": asks for a link by e-mail (decision 102). */
  forgotPassword: '/forgot-password',
  /** Where that e-mail's link opens (`?token=`): a new password. */
  resetPassword: '/reset-password',
} as const;

/** The address of one property's public page ('/details/24'). */
export function getDetailsPath(id: number | string): string {
  return PUBLIC_PATHS.details.replace(':property_id', String(id));
}
