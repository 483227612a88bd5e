import { z } from 'zod';
import type { PersonRequirement } from './privacy';
import type { RequirementMatch } from './requirement';

/** What a signed-in buyer's page shows of their matching listings (the best ones first). */
export const BUYER_MATCHES_SHOWN = 12;

export const ALERTS_SAVED = 'Your alert preferences are saved';
export const ALERTS_CHOICE_REQUIRED = 'Say whether you want new-listing alerts';
export const BUYER_ACCOUNT_DELETED = 'Your account and your data have been deleted';

/** PUT /api/buyer/alerts: the buyer's marketing consent (decision 087), given or withdrawn. */
export const alertPreferencesSchema = z.object({
  marketing: z.boolean({ error: ALERTS_CHOICE_REQUIRED }),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** One of the buyer's requirements with the listings it matches. */
export interface BuyerRequirement extends PersonRequirement {
  /** The best matches, at most BUYER_MATCHES_SHOWN. */
  matches: RequirementMatch[];
  /** How many listings match in all. */
  matchCount: number;
}

/** GET /api/buyer/requirement: everything the signed-in buyer's page shows. */
export interface BuyerHome {
  name: string;
  email: string;
  mobile: string;
  /** True while the buyer agrees to hear of other properties (new-listing alerts). */
  marketing: boolean;
  /** Newest first; a registration gives one, or none when it was skipped. */
  requirements: BuyerRequirement[];
}
