// The tables of what buyers want, what they agreed to, the messages sent about them and the
// record of every change: the Database interface (schema.ts) names them with the product's own.
import type { Generated } from 'kysely';
import type {
  ChangeAction,
  ChangeEntity,
  MessageChannel,
  MessageKind,
  MessageStatus,
  PossessionPreference,
  RequirementPurpose,
  RequirementStatus,
} from 'shared-api/contract';
import type { Id, Timestamp } from './schema-columns';

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
 * A message to send (decision 092), written in the transaction of the save that causes
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

/** One recorded change (decision 098): who, when, and each changed field's old and new value. */
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
