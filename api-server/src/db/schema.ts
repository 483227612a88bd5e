import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PropertyFieldColumns, Role } from 'shared-api/contract';
import type { Id, Timestamp } from './schema-columns';
import type {
  ChangeTable,
  ConsentTable,
  ErasureTable,
  OutboxTable,
  RequirementBedroomsTable,
  RequirementCityTable,
  RequirementMatchTable,
  RequirementPropertyTypeTable,
  RequirementTable,
  SecretTable,
} from './schema-leads';

export interface LookupTable {
  id: Id;
  name: string;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
}

export interface SanctionTable extends LookupTable {
  file: string | null;
}

export interface UserTable {
  id: Id;
  name: string;
  email: string;
  mobile: string;
  username: string;
  password_hash: string;
  remark: string | null;
  role: Role;
  /** 1 or 0: an inactive account cannot sign in. */
  is_active: number;
  occupation: string | null;
  city_id: number | null;
  /** Digits with country code, for new-lead alerts on WhatsApp (decision 092). */
  whatsapp: ColumnType<string | null, string | null | undefined>;
  /** 1 when the person asked for new-lead alerts on WhatsApp. */
  whatsapp_opt_in: Generated<number>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: Id;
  user_id: number;
  /** sha256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
}

/** A "Forgot password?" link (decision 102): good once, until it expires. */
export interface PasswordResetTable {
  id: Id;
  user_id: number;
  /** sha256 of the link's token, hex. The token itself is never stored here. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: string | null;
}

/**
 * The properties table: its system columns here, the columns of the declared fields from the
 * contract's declaration (shared-api property-record.ts, decision 085).
 */
export interface PropertyTable extends PropertyFieldColumns {
  id: Id;
  prp_id: string;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  image5: string | null;
  image6: string | null;
  video: string | null;
  /** 1 for a listing the first start added as a demo (SEED_DEMO): removable all at once. */
  is_demo: Generated<number>;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PropertyAmenityTable {
  property_id: number;
  amenity_id: number;
}

export interface PropertySanctionTable {
  property_id: number;
  sanction_id: number;
  file: string | null;
}

export interface EnquiryTable {
  id: Id;
  property_id: number | null;
  prp_id: string;
  project_name: string;
  user_id: number | null;
  occupation: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  time: string;
  remark: string | null;
  status: 'new' | 'contacted' | 'closed';
  created_at: Timestamp;
  /** When staff first changed its status: the lead was answered (decision 092). */
  first_replied_at: ColumnType<Timestamp | null, Timestamp | null | undefined>;
}

/** A sign-in failure or a form submission, counted by the throttle (plugins/throttle.ts). */
export interface ThrottleEventTable {
  id: Id;
  bucket: 'sign-in' | 'register' | 'enquiry' | 'password-reset';
  /** The client's address (request.ip). */
  address: string;
  /** Sign-ins: the account the typed name resolved to, or the typed text when none did. */
  subject: string | null;
  created_at: string;
}

/**
 * PostgreSQL only: one row (id 1) whose version the database's triggers bump on every write to a
 * table the public list reads (migration 2026_11_25_010000_create_list_version).
 */
export interface ListVersionTable {
  id: number;
  version: number;
}

export type * from './schema-leads';

/** The one Database interface of the app. */
export interface Database {
  statuses: LookupTable;
  property_types: LookupTable;
  project_types: LookupTable;
  ownership_types: LookupTable;
  transaction_types: LookupTable;
  possession_types: LookupTable;
  water_sources: LookupTable;
  power_backups: LookupTable;
  amenities: LookupTable;
  floor_types: LookupTable;
  facings: LookupTable;
  sanctions: SanctionTable;
  cities: LookupTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  properties: PropertyTable;
  property_amenities: PropertyAmenityTable;
  property_sanctions: PropertySanctionTable;
  enquiries: EnquiryTable;
  throttle_events: ThrottleEventTable;
  list_version: ListVersionTable;
  consents: ConsentTable;
  erasures: ErasureTable;
  requirements: RequirementTable;
  requirement_property_types: RequirementPropertyTypeTable;
  requirement_bedrooms: RequirementBedroomsTable;
  requirement_cities: RequirementCityTable;
  requirement_matches: RequirementMatchTable;
  outbox: OutboxTable;
  secrets: SecretTable;
  changes: ChangeTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Property = Selectable<PropertyTable>;
export type NewProperty = Insertable<PropertyTable>;
export type PropertyUpdate = Updateable<PropertyTable>;
export type Enquiry = Selectable<EnquiryTable>;
