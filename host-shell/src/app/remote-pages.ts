import { defineRemotePage } from '../features/federation/remote-page';

// Every federated page, declared once at module level: React.lazy must not be re-created on render.
export const remotePages = {
  home: defineRemotePage('mfe_public/home'),
  about: defineRemotePage('mfe_public/about'),
  homeLoan: defineRemotePage('mfe_public/home-loan'),
  contact: defineRemotePage('mfe_public/contact'),
  postRequirement: defineRemotePage('mfe_public/post-requirement'),
  login: defineRemotePage('mfe_public/login'),
  forgotPassword: defineRemotePage('mfe_public/forgot-password'),
  resetPassword: defineRemotePage('mfe_public/reset-password'),
  propertyDetails: defineRemotePage('mfe_public/property-details'),
  shortlist: defineRemotePage('mfe_public/shortlist'),
  compare: defineRemotePage('mfe_public/compare'),
  myRequirement: defineRemotePage('mfe_public/my-requirement'),
  dashboard: defineRemotePage('mfe_properties/dashboard'),
  addProperty: defineRemotePage('mfe_properties/add-property'),
  editProperty: defineRemotePage('mfe_properties/edit-property'),
  propertyTable: defineRemotePage('mfe_properties/property-table'),
  enquiries: defineRemotePage('mfe_properties/enquiries'),
  requirements: defineRemotePage('mfe_properties/requirements'),
  userManagement: defineRemotePage('mfe_users/user-management'),
  personalData: defineRemotePage('mfe_users/personal-data'),
  activity: defineRemotePage('mfe_users/activity'),
  messages: defineRemotePage('mfe_users/messages'),
  masterScreen: defineRemotePage('mfe_masters/master-screen'),
};
