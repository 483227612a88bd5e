export {
  assetUrl,
  getApiBaseUrl,
  getRuntimeConfig,
  loadRuntimeConfig,
  RuntimeConfigProvider,
  setRuntimeConfig,
  useAssetUrl,
  usePublicUrl,
  useSiteConfig,
} from './config/runtime-config';
export { apiClient, type ApiResponse } from './http/api-client';
export {
  getErrorMessage,
  getErrorStatus,
  getFieldErrors,
  getRetryAfterSeconds,
} from './http/errors';
export {
  AuthProvider,
  useAuth,
  type AuthProviderProps,
  type AuthValue,
} from './auth/auth-provider';
export { fetchCurrentUser } from './auth/current-user';
export { getSignInPath, useSessionEndedNotice } from './auth/session-end';
export {
  getMe,
  getPasswordResetAvailability,
  login,
  logout,
  reportActivity,
  requestPasswordReset,
  resetPassword,
  revokeToken,
} from './endpoints/auth';
export { passwordResetAvailabilityQuery } from './queries/password-reset';
export { isLeavingSignedOut } from './http/navigation';
export {
  finishSignInAgain,
  registerSignInAgainDialog,
  useSignInAgainState,
} from './auth/session-recovery';
export {
  createProperty,
  deleteProperty,
  deletePropertySanction,
  getProperties,
  getPropertyDetails,
  getPropertyForEdit,
  isPropertyId,
  updateProperty,
  type Page,
} from './endpoints/properties';
export { deleteDemoListings, getDemoListingCount } from './endpoints/demo-listings';
export {
  addMasterItem,
  deleteMasterItem,
  getCities,
  getLookup,
  updateMasterItem,
} from './endpoints/masters';
export {
  addUser,
  deleteUser,
  getUsers,
  registerUser,
  toggleUserStatus,
  updateUser,
} from './endpoints/users';
export {
  getDashboardSummary,
  getEnquiries,
  sendEnquiry,
  updateEnquiryStatus,
  type EnquiryStatusUpdated,
} from './endpoints/enquiries';
export { erasePerson, exportPerson } from './endpoints/people';
export {
  deleteBuyerAccount,
  exportBuyerData,
  getBuyerHome,
  setBuyerAlerts,
} from './endpoints/buyer';
export { buyerHomeQuery, buyerKeys } from './queries/buyer';
export {
  addCallerRequirement,
  getPropertyRequirements,
  getRequirementCounts,
  getRequirementMatches,
  getRequirements,
  updateRequirementStatus,
  type RequirementAdded,
  type RequirementStatusUpdated,
} from './endpoints/requirements';
export { createQueryClient, patchPageRow } from './queries/query-client';
export { getChanges, getPropertyHistory, type ChangeFilters } from './endpoints/history';
export { EXPORT_PATHS, getExport, type ExportList } from './endpoints/exports';
export { changePageQuery, historyKeys, propertyHistoryQuery } from './queries/history';
export {
  demoListingCountQuery,
  invalidateProperties,
  propertyDetailsQuery,
  propertyForEditQuery,
  propertyKeys,
  propertyPageQuery,
  propertySearchQuery,
} from './queries/properties';
export { invalidateLookup, lookupQuery } from './queries/lookups';
export {
  enquiryPageQuery,
  invalidateEnquiries,
  invalidateUsers,
  usersQuery,
} from './queries/people';
export { dashboardKeys, dashboardSummaryQuery } from './queries/dashboard';
export { getOperationsStatus } from './endpoints/operations';
export {
  getEnquiry,
  getInbox,
  getMessages,
  getWhatsappSettings,
  retryMessage,
  setWhatsappSettings,
  type WhatsappSettings,
} from './endpoints/messages';
export { operationsKeys, operationsStatusQuery } from './queries/operations';
export {
  enquiryQuery,
  invalidateMessages,
  messageKeys,
  messagePageQuery,
} from './queries/messages';
export { SHORTLIST_KEY, SHORTLIST_MAX, type ShortlistChange } from './storage/shortlist-store';
export { useShortlist, type Shortlist } from './storage/use-shortlist';
export {
  invalidateRequirements,
  propertyRequirementsQuery,
  requirementCountsQuery,
  requirementKeys,
  requirementMatchesQuery,
  requirementPageQuery,
} from './queries/requirements';
