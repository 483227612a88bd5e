import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ChangeAction,
  ChangeEntity,
  MessageChannel,
  MessageKind,
  MessageStatus,
  PossessionPreference,
  PropertyFieldColumns,
  RequirementPurpose,
  RequirementStatus,
  Role,
} from 'shared-api/contract';

/** Timestamps are ISO-8601 UTC text on both engines. */
type Timestamp = string;
/** bigint columns come back as numbers (the pg driver is told to parse int8). */
type Id = Generated<number>;

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
  /** Digits with country code, for new-lead alerts on WhatsApp (issue 30). */
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
  /** When staff first changed its status: the lead was answered (issue 30). */
  first_replied_at: ColumnType<Timestamp | null, Timestamp | null | undefined>;
}

/** A sign-in failure or a form submission, counted by the throttle (plugins/throttle.ts). */
export interface ThrottleEventTable {
  id: Id;
  bucket: 'sign-in' | 'register' | 'enquiry';
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

/** A consent given at collection (decision 087); e-mail and mobile are cleared when it is withdrawn. */
export interface ConsentTable {
  id: Id;
  purpose: 'contact' | 'marketing';
  source: 'enquiry' | 'registration';
  notice_version: string;
  email: string | null;
  mobile: string | null;
  given_at: string;
  withdrawn_at: string | null;
}

/** An erasure done: counts and who, never whom (decision 087). */
export interface ErasureTable {
  id: Id;
  reason: 'request' | 'retention';
  /** The administrator who asked; null for the retention sweep and a buyer's own erasure. */
  erased_by: number | null;
  enquiries: number;
  accounts: number;
  consents: number;
  /** Requirements deleted (0 on erasures recorded before requirements existed). */
  requirements: number;
  erased_at: string;
}

/** What a buyer or tenant wants (decision 089); its lists are the three link tables below. */
export interface RequirementTable {
  id: Id;
  /** The registered person, when it came with a registration. */
  user_id: number | null;
  name: string;
  mobile: string;
  email: string | null;
  purpose: RequirementPurpose;
  budget_from: number;
  budget_to: number;
  possession: PossessionPreference;
  note: string | null;
  status: Generated<RequirementStatus>;
  /** The staff member who recorded it for a caller; null for a registration. */
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RequirementPropertyTypeTable {
  requirement_id: number;
  property_type_id: number;
}

export interface RequirementBedroomsTable {
  requirement_id: number;
  bedrooms: number;
}

export interface RequirementCityTable {
  requirement_id: number;
  city_id: number;
}

/**
 * A requirement and a listing that match it (decision 089), since `matched_at`, with a copy of
 * the requirement's status that its status change keeps in step.
 */
export interface RequirementMatchTable {
  requirement_id: number;
  property_id: number;
  matched_at: Timestamp;
  requirement_status: RequirementStatus;
}

/**
 * A message to send (issue 30, decision 092), written in the transaction of the save that causes
 * it and delivered by the outbox worker (plugins/outbox.ts).
 */
export interface OutboxTable {
  id: Id;
  kind: MessageKind;
  channel: MessageChannel;
  /** An e-mail address, a WhatsApp number, or the webhook's name. */
  recipient: string;
  status: MessageStatus;
  attempts: Generated<number>;
  /** When a pending message is due, or when a claimed one may be claimed again. */
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** JSON: what the message is rendered from at each attempt. */
  payload: string;
  message_key: string;
  enquiry_id: number | null;
  requirement_id: number | null;
  person_email: string | null;
  person_mobile: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Keys the app makes once and keeps (the unsubscribe links' signing key). */
export interface SecretTable {
  name: string;
  value: string;
}

/** One recorded change (issue 31): who, when, and each changed field's old and new value. */
export interface ChangeTable {
  id: Id;
  entity: ChangeEntity;
  entity_id: number;
  /** A lookup's list key; null for the other kinds. */
  list: string | null;
  label: string;
  action: ChangeAction;
  user_id: number | null;
  user_name: string | null;
  /** JSON: FieldChange[]. */
  fields: string;
  /** A listing's price before a change that lowered it. */
  old_price: number | null;
  changed_at: Timestamp;
}

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
