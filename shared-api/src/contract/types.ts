import type { EnquiryStatus } from './enquiry';
import type { Role } from './roles';

export type { Role } from './roles';

/** Every error answer: `{ message }`, with `errors` per field for validation failures. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

export interface MessageResponse {
  message: string;
}

export interface LoginResponse {
  token: string;
  id: number;
  name: string;
  role: Role;
}

/** POST /api/auth/activity: when the session ends whatever its use (ISO 8601). */
export interface SessionActivity {
  expiresAt: string;
}

/** GET /api/auth/me */
export interface CurrentUser {
  id: number;
  name: string;
  role: Role;
  username: string;
}

/** Every lookup list item (`get_*`). Sanctions also carry their file path. */
export interface LookupItem {
  id: number;
  name: string;
  file?: string | null;
}

export type { PropertyDetail, PropertyFullRead, PropertyListItem } from './property-record';

/** POST /api/property/store answers 201 with this; PUT update answers 200 with it. */
export interface PropertySaved {
  message: string;
  id: number;
  prp_id: string;
}

/** GET /api/master_table/get_users. Never carries a password or a hash. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  username: string;
  remark: string | null;
  isActive: boolean;
  role: Role;
  created_at: string;
  /** The WhatsApp number new-lead alerts go to, and whether the person opted in (decision 092). */
  whatsapp: string | null;
  whatsappOptIn: boolean;
}

/** PUT toggle_user_status/{id} */
export interface ToggleUserResponse {
  message: string;
  isActive: boolean;
}

/** The enquiries inbox (addition): GET /api/enquiries. */
export interface EnquiryRow {
  id: number;
  created_at: string;
  /** Null once the property has been deleted (the lead keeps its prp_id and project_name). */
  property_id: number | null;
  prp_id: string;
  project_name: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  occupation: string;
  time: string;
  remark: string | null;
  status: EnquiryStatus;
  user_id: number;
  /** When staff first changed its status (decision 092); null while it waits for a first reply. */
  first_replied_at?: string | null;
}

/** GET /api/dashboard/summary (addition). */
export interface DashboardSummary {
  properties: number;
  newEnquiries: number;
  /**
   * Matches made in the last 7 days (a requirement added, or a listing saved so that it fits
   * one) whose requirement is open (for an agent: their own listings).
   */
  newMatches: number;
  /**
   * The median minutes from a lead's arrival to its first status change by staff, over the
   * leads received in the last 7 days that were answered; null when none was (decision 092).
   */
  medianFirstReplyMinutes: number | null;
  /** Leads still new and unanswered more than an hour after they arrived. */
  waitingOverHour: number;
  /** Admin only: buyers' registered accounts waiting to be enabled (approved). */
  pendingUsers?: number;
}

/** The broker's own details: one file (`site.config.json`), so another broker can deploy the site. */
export interface SiteConfig {
  brokerName: string;
  city: string;
  tagline: string;
  founder: string;
  yearsOfExperience: number;
  dealsClosed: number;
  phone: string;
  /** Digits with country code, for wa.me links (e.g. 919800000000). */
  whatsapp: string;
  email: string;
  address: { street: string; landmark: string; locality: string; city: string; pin: string };
  mapEmbedUrl: string;
  social: { youtube: string; instagram: string; facebook: string; whatsapp: string };
  /** The real-estate regulator's details (RERA section 11(2); MahaRERA's order on QR codes). */
  rera: {
    /** The authority's short name, e.g. MahaRERA. */
    authority: string;
    /** The authority's website, shown beside every registration number. */
    website: string;
    /** A project registration number's form, as a regular expression (MahaRERA: P and 11 digits). */
    numberPattern: string;
    /** A number of that form, shown in the message when one does not match. */
    numberExample: string;
    /** The authority's page for one project: `{number}` is replaced by its registration number. */
    projectUrl: string;
    /** The broker's own agent registration number, quoted on every public page. */
    agentNumber: string;
  };
  /** How the personal data of enquiries and registrations is handled (DPDP Act 2023). */
  privacy: {
    /** The version of the notice shown at collection; each consent record keeps it. */
    noticeVersion: string;
    /** Enquiries older than this are anonymised. */
    retentionMonths: number;
    /** Where a person asks what is held about them, or to be erased. */
    contactEmail: string;
  };
  banks: string[];
  specialThanks: string[];
  keywords: string[][];
}

/** /config.json served next to the host shell, fetched at start and never cached. */
export interface RuntimeConfig {
  /** The site's public address (its first configured origin): canonical and shared links. */
  siteUrl: string;
  apiBaseUrl: string;
  /** Remote entry URL by federation name (mfe_public, mfe_properties, mfe_masters, mfe_users). */
  remotes: Record<string, string>;
  site: SiteConfig;
}
