import {
  requirementSchema,
  requirementStatusSchema,
  type PersonRequirement,
  type PropertyRequirementMatch,
  type RequirementMatch,
  type RequirementRow,
} from 'shared-api/contract';
import { z } from 'zod';
import { propertyListItemSchema } from '../property/schemas';

const namedItem = z.object({ id: z.number(), name: z.string() });

/** A requirement as a person's export shows it (the contract's PersonRequirement). */
export const personRequirementSchema = z.object({
  id: z.number(),
  status: requirementStatusSchema.shape.status,
  purpose: requirementSchema.shape.purpose,
  property_types: z.array(namedItem).describe('Property types wanted; empty: any'),
  bedrooms: z.array(z.number()).describe('BHK wanted (0 is 1 RK); empty: any'),
  budget_from: z.number().describe('Rupees'),
  budget_to: z.number().describe('Rupees'),
  cities: z.array(namedItem).describe('Cities wanted; empty: any'),
  possession: requirementSchema.shape.possession,
  note: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  user_id: z
    .number()
    .nullable()
    .describe('The registered person, when it came with a registration'),
  created_at: z.string(),
}) satisfies z.ZodType<PersonRequirement>;

/** GET /api/requirements: one row. */
export const requirementRowSchema = personRequirementSchema.extend({
  matches: z
    .number()
    .describe('How many listings it matches (for an agent: of their own listings)'),
}) satisfies z.ZodType<RequirementRow>;

/** How a listing fits a requirement, criterion by criterion. */
const fitSchema = z
  .object({
    type: z.boolean(),
    bedrooms: z.boolean(),
    budget: z.boolean(),
    city: z.boolean(),
    possession: z.boolean().describe('Possession ranks matches but does not exclude them'),
  })
  .describe('How it fits: type, BHK, budget and city always do for a match; possession may not');

export const requirementMatchSchema: z.ZodType<RequirementMatch> = z.intersection(
  propertyListItemSchema,
  z.object({ fit: fitSchema }),
);

export const propertyRequirementMatchSchema = personRequirementSchema.extend({
  fit: fitSchema,
}) satisfies z.ZodType<PropertyRequirementMatch>;
