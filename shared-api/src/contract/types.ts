import type { EnquiryStatus } from './enquiry';

/** Roles. The seeded first user (id 1) is the admin; everyone else is an agent. */
export type Role = 'admin' | 'agent';

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

/** GET /api/property/properties (home cards and the listing table). */
export interface PropertyListItem {
  id: number;
  prp_id: string;
  image1: string | null;
  /** Card-sized WebP variant of image1 (addition to docs/product.md). */
  thumbnail: string | null;
  project_name: string;
  price: number;
  city_name: string | null;
  property_type: string | null;
  address: string;
  status: string | null;
  unit: string | null;
  created_at: string;
}

/** GET /api/property/details/{property_id}. Missing values are null. */
export interface PropertyDetail {
  id: number;
  prp_id: string;
  status: string | null;
  project_name: string;
  /** Name of the possession type. */
  project_status: string | null;
  transaction_type: string | null;
  size: number | null;
  address: string;
  city_name: string | null;
  price: number;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  image5: string | null;
  image6: string | null;
  /** Gallery-sized WebP variants, index-aligned with image1..image6 (addition). */
  gallery: (string | null)[];
  /** The same photos at 800 px, for phones (addition). */
  gallery_medium: (string | null)[];
  video: string | null;
  map: string | null;
  project_type: string | null;
  property_type: string | null;
  ownership_type: string | null;
  flooring_type_name: string | null;
  facing: string | null;
  reserve_parking: string | null;
  water_source_name: string | null;
  unit: string | null;
  profession: string | null;
  launch_year: string | null;
  no_of_floors: number | null;
  oc: string | null;
  cc: string | null;
  power_backup_name: string | null;
  amenities: string | null;
  sanctions: string | null;
  sanction_files: string | null;
  metro_railway: number | null;
  hospital: number | null;
  bus_stop: number | null;
  school: number | null;
  created_by: number;
}

/** GET /api/property/get_allproperty/{id}: the full read for the edit form. Ids where lookups. */
export interface PropertyFullRead {
  id: number;
  prp_id: string;
  address: string;
  status: number | null;
  cities: number | null;
  project_name: string;
  price: number;
  images: {
    image1: string | null;
    image2: string | null;
    image3: string | null;
    image4: string | null;
    image5: string | null;
    image6: string | null;
    video: string | null;
  };
  description: {
    project_type: number | null;
    property_type: number | null;
    ownership_type: number | null;
    size: number | null;
    unit: string | null;
    transaction_type: number | null;
    /** The possession month, YYYY-MM. */
    profession: string | null;
    /** Possession type id (get_possesiones). */
    possession_type: number | null;
    launch_year: string | null;
    price_form: number | null;
    no_of_tower: number | null;
    no_of_units: number | null;
    available_units: number | null;
    no_of_floors: number | null;
    oc: string | null;
    cc: string | null;
  };
  features: {
    facing: number | null;
    flooring_type: number | null;
    overlooking: string | null;
    reserve_parking: string | null;
    water_source: number | null;
    power_backup: number | null;
  };
  location: {
    metro_railway: number | null;
    bus_stop: number | null;
    hospital: number | null;
    school: number | null;
  };
  amenities: { id: number }[];
  sanctions: { id: number; file: string | null }[];
  map: string | null;
  created_by: number;
}

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
}

/** GET /api/dashboard/summary (addition). */
export interface DashboardSummary {
  properties: number;
  newEnquiries: number;
  /** Admin only: registered accounts waiting to be enabled. */
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
  banks: string[];
  specialThanks: string[];
  keywords: string[][];
}

/** /config.json served next to the host shell, fetched at start and never cached. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote entry URL by federation name (mfe_public, mfe_properties, mfe_masters, mfe_users). */
  remotes: Record<string, string>;
  site: SiteConfig;
}
