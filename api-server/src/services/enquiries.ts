import type { Kysely } from 'kysely';
import type { EnquiryInput, EnquiryStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { insertConsents } from '../repositories/consents';
import { httpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import { canManage, FORBIDDEN_MESSAGE, type AuthUser } from '../plugins/auth';
import {
  findEnquiryOwner,
  findPropertyForEnquiry,
  insertEnquiry,
  listEnquiries,
  updateEnquiryStatus,
} from '../repositories/enquiries';

export const ENQUIRY_SENT = 'Thank you for your interest! We will contact you soon.';

/**
 * Leads: a visitor's enquiry goes to the property's creator (whatever the client says), an agent
 * sees and answers the leads on their own properties, the administrator all of them.
 */
export function enquiryService({
  db,
  config,
}: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'site'>;
}) {
  return {
    /** Stores the lead and the consents given with it, in one transaction (decision 087). */
    async send(input: EnquiryInput): Promise<void> {
      const property = await findPropertyForEnquiry(db, input.p_id);
      if (!property) throw httpError(404, 'Property not found');
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await insertEnquiry(trx, {
          propertyId: property.id,
          prpId: property.prp_id,
          projectName: property.project_name,
          userId: property.created_by,
          occupation: input.occupation,
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          city: input.cities,
          time: input.time,
          remark: input.remark,
          now,
        });
        await insertConsents(trx, {
          source: 'enquiry',
          noticeVersion: config.site.privacy.noticeVersion,
          email: input.email,
          mobile: input.mobile,
          marketing: input.marketingConsent === true,
          now,
        });
      });
    },

    /** A page of the leads `user` may see, newest first, and their total. */
    page(user: AuthUser, query: { limit: number; offset: number; status?: EnquiryStatus }) {
      const filter = {
        userId: user.role === 'admin' ? undefined : user.id,
        status: query.status,
      };
      return listEnquiries(db, filter, { limit: query.limit, offset: query.offset });
    },

    async setStatus(id: number, status: EnquiryStatus, actor: AuthUser | null): Promise<void> {
      const enquiry = await findEnquiryOwner(db, id);
      if (!enquiry) throw httpError(404, 'Enquiry not found');
      if (!canManage(actor, enquiry.user_id ?? 0)) throw httpError(403, FORBIDDEN_MESSAGE);
      await updateEnquiryStatus(db, id, status);
    },
  };
}
