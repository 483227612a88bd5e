import { CALL_TIMES, ENQUIRY_OCCUPATIONS } from 'shared-api/contract';
import type { EnquiryStatus } from 'shared-api/contract';

export const ENQUIRY_PAGE_SIZE = 20;

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** When the enquiry came in, in the broker's time zone (stored as UTC). */
export function formatEnquiryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The form's labels for stored values ('Morning' → 'Morning (9 AM - 12 PM)'). */
export const formatCallTime = (value: string): string =>
  CALL_TIMES.find((time) => time.value === value)?.label ?? value;

export const formatOccupation = (value: string): string =>
  ENQUIRY_OCCUPATIONS.find((occupation) => occupation.value === value)?.label ?? value;
