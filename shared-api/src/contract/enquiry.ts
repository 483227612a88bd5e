import { z } from 'zod';
import {
  EMAIL_PATTERN,
  optionalText,
  requiredId,
  requiredMobile,
  requiredPatternText,
  requiredText,
} from './fields';
import { ENQUIRY_CONSENT_REQUIRED, marketingConsentField, requiredConsent } from './privacy';

export const ENQUIRY_OCCUPATIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'builder', label: 'Builder' },
] as const;

export const CALL_TIMES = [
  { value: 'Morning', label: 'Morning (9 AM - 12 PM)' },
  { value: 'Afternoon', label: 'Afternoon (12 PM - 3 PM)' },
  { value: 'Evening', label: 'Evening (3 PM - 7 PM)' },
] as const;

type Values<T extends readonly { value: string }[]> = [T[number]['value'], ...T[number]['value'][]];
const occupationValues = ENQUIRY_OCCUPATIONS.map((o) => o.value) as Values<
  typeof ENQUIRY_OCCUPATIONS
>;
const timeValues = CALL_TIMES.map((t) => t.value) as Values<typeof CALL_TIMES>;

/** The "I'm Interested" form on a property's page (POST /api/master_table/connect). */
export const enquirySchema = z.object({
  occupation: z.enum(occupationValues, { error: 'Please select an occupation.' }),
  name: requiredText('Name is required.', 100).min(3, {
    error: 'Name must be at least 3 characters long.',
  }),
  mobile: requiredMobile('Mobile number is required.', 'Mobile number must be 10 digits.'),
  email: requiredPatternText('Email is required.', 254, EMAIL_PATTERN, 'Invalid email format.'),
  cities: requiredText('Please select a city.', 100),
  time: z.enum(timeValues, { error: 'Please select a suitable time.' }),
  remark: optionalText(1000),
  /** The property's creator. The server takes it from the property, never from this field. */
  userId: z.unknown().optional(),
  p_id: requiredId('Property is required.'),
  /** Agreement to be contacted about this enquiry (decision 087): required, never pre-ticked. */
  consent: requiredConsent(ENQUIRY_CONSENT_REQUIRED),
  marketingConsent: marketingConsentField,
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, contacted or closed' }),
});
