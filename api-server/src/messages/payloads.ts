import type { PossessionPreference, RequirementPurpose } from 'shared-api/contract';

/** A listing as a message names it. */
export interface ListingSummary {
  id: number;
  prpId: string;
  name: string;
  price: number;
  bedrooms: number | null;
  city: string | null;
}

/** What a buyer asked for, with the lookups' names. */
export interface RequirementSummary {
  id: number;
  purpose: RequirementPurpose;
  budgetFrom: number;
  budgetTo: number;
  bedrooms: number[];
  propertyTypes: string[];
  cities: string[];
  possession: PossessionPreference;
  note: string | null;
}

export interface PersonSummary {
  name: string;
  mobile: string;
  email: string;
}

/** An enquiry: the new-lead alert, the acknowledgement and the webhook are rendered from it. */
export interface EnquiryPayload {
  source: 'enquiry';
  enquiryId: number;
  person: PersonSummary & { occupation: string; city: string };
  time: string;
  remark: string | null;
  listing: ListingSummary;
  agent: PersonSummary | null;
}

/** A registration (with or without a requirement) or a requirement staff took down by phone. */
export interface RequirementPayload {
  source: 'registration' | 'staff';
  person: PersonSummary;
  requirement: RequirementSummary | null;
  /** The requirement's best matches when it was saved. */
  matches: ListingSummary[];
}

/** A buyer's new matches (marketing: only with their consent). */
export interface MatchPayload {
  requirementId: number;
  name: string;
  listings: ListingSummary[];
}

export type LeadPayload = EnquiryPayload | RequirementPayload;
