import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, normaliseMobile } from './fields';
import type { RequirementRow } from './requirement';
import type { Role } from './roles';
import type { EnquiryRow } from './types';

/** What the enquiry form and POST connect answer when the visitor did not agree to be contacted. */
export const ENQUIRY_CONSENT_REQUIRED = 'Please agree to be contacted about this enquiry.';
/** What the registration form and POST register_user answer without that agreement. */
export const REGISTRATION_CONSENT_REQUIRED = 'Please agree to be contacted about your registration';

/**
 * The consent asked at collection (decision 087): `true` only, never pre-ticked. A missing,
 * false or non-boolean value all get `message`, so the server refuses what the form would.
 */
export function requiredConsent(message: string) {
  return z.literal(true, { error: message });
}

/** The separate, optional agreement to messages about other properties. */
export const marketingConsentField = z
  .boolean({ error: 'marketingConsent must be true or false' })
  .optional();

/** Where a consent was given. */
export const CONSENT_SOURCES = ['enquiry', 'registration'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
/** What a consent is for: being contacted about the request, or about other properties. */
export const CONSENT_PURPOSES = ['contact', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const PERSON_LOOKUP_REQUIRED = 'Give exactly one of email or mobile';
export const PERSON_EMAIL_INVALID = 'Invalid email format';
export const PERSON_MOBILE_INVALID = 'Mobile number must be 10 digits';

const lookupEmail = z
  .string({ error: PERSON_EMAIL_INVALID })
  .trim()
  .max(254, { error: PERSON_EMAIL_INVALID })
  .refine((value) => EMAIL_PATTERN.test(value), { error: PERSON_EMAIL_INVALID })
  .optional();
const lookupMobile = z
  .string({ error: PERSON_MOBILE_INVALID })
  .trim()
  .max(30, { error: PERSON_MOBILE_INVALID })
  .transform(normaliseMobile)
  .refine((value) => MOBILE_PATTERN.test(value), { error: PERSON_MOBILE_INVALID })
  .optional();

/**
 * Whom a data-rights request is about (GET /api/people/export, POST /api/people/erase): exactly
 * one of an e-mail or a mobile number.
 */
export const personLookupSchema = z
  .object({ email: lookupEmail, mobile: lookupMobile })
  .refine((value) => (value.email === undefined) !== (value.mobile === undefined), {
    error: PERSON_LOOKUP_REQUIRED,
    // On a field, so the answer names it (an issue on the whole input reads as a shape error).
    path: ['email'],
  });
export type PersonLookup = z.infer<typeof personLookupSchema>;

/** A consent as the export shows it. */
export interface ConsentRecord {
  id: number;
  purpose: ConsentPurpose;
  source: ConsentSource;
  notice_version: string;
  given_at: string;
  withdrawn_at: string | null;
  email: string | null;
  mobile: string | null;
}

/** The account a person registered, without its password hash. */
export interface PersonAccount {
  id: number;
  name: string;
  email: string;
  mobile: string;
  username: string;
  role: Role;
  isActive: boolean;
  occupation: string | null;
  city_id: number | null;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/people/export: everything held about one person. */
export interface PersonExport {
  lookup: { email?: string; mobile?: string };
  exportedAt: string;
  enquiries: EnquiryRow[];
  accounts: PersonAccount[];
  consents: ConsentRecord[];
  /** What they said they are looking for (decision 089), without the staff's match counts. */
  requirements: PersonRequirement[];
}

/** A requirement as a person's export shows it. */
export type PersonRequirement = Omit<RequirementRow, 'matches'>;

/** POST /api/people/erase: what was erased. */
export interface ErasureResult {
  message: string;
  enquiries: number;
  accounts: number;
  consents: number;
  /** Requirements deleted. */
  requirements: number;
}
