import type { Kysely } from 'kysely';
import type {
  EnquiryInput,
  EnquiryRow,
  EnquirySort,
  EnquiryStatus,
  InboxEnquiry,
  LeadAlerts,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { insertConsents } from '../repositories/consents';
import { httpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import { canManage, FORBIDDEN_MESSAGE, type AuthUser } from '../plugins/auth';
import type { Outbox } from '../plugins/outbox';
import { countAlertsOfEnquiries } from '../repositories/outbox-reads';
import { queueEnquiryMessages } from './outbox-events';
import { recordStatusChange } from './history';
import {
  findEnquiryById,
  findEnquiryOwner,
  findPropertyForEnquiry,
  findRecentEnquiryId,
  insertEnquiry,
  listEnquiries,
  updateEnquiryStatus,
} from '../repositories/enquiries';

export const ENQUIRY_SENT = 'Thank you for your interest! We will contact you soon.';

/**
 * The same person (mobile number) asking about the same property again within this time is the
 * same lead: a visitor who did not see the answer on a phone presses Send again (decision 094).
 */
export const ENQUIRY_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Leads: a visitor's enquiry goes to the property's creator (whatever the client says), an agent
 * sees and answers the leads on their own properties, the administrator all of them.
 */
export function enquiryService({
  db,
  config,
  outbox,
}: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'site' | 'messages'>;
  outbox?: Pick<Outbox, 'wake'>;
}) {
  const NO_ALERTS: LeadAlerts = { sent: 0, pending: 0, failed: 0 };
  /** Each row with whether its alerts went out (decision 092). */
  async function withAlerts(rows: EnquiryRow[]): Promise<InboxEnquiry[]> {
    const alerts = await countAlertsOfEnquiries(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, alerts: alerts.get(row.id) ?? NO_ALERTS }));
  }

  return {
    /**
     * Stores the lead, the consents given with it (decision 087) and the messages it causes
     * (decision 092) in one transaction; the outbox worker sends them after the answer.
     */
    async send(input: EnquiryInput): Promise<void> {
      const property = await findPropertyForEnquiry(db, input.p_id);
      if (!property) throw httpError(404, 'Property not found');
      const now = nowIso();
      const since = new Date(Date.parse(now) - ENQUIRY_REPEAT_WINDOW_MS).toISOString();
      const sent = await db.transaction().execute(async (trx) => {
        // The consents given are recorded with every submission (what the person agreed to, and
        // when); a repeat gets the same answer but no second lead and no second alert.
        await insertConsents(trx, {
          source: 'enquiry',
          noticeVersion: config.site.privacy.noticeVersion,
          email: input.email,
          mobile: input.mobile,
          marketing: input.marketingConsent === true,
          now,
        });
        const repeat = { propertyId: property.id, mobile: input.mobile, since };
        if ((await findRecentEnquiryId(trx, repeat)) !== undefined) return false;
        const enquiryId = await insertEnquiry(trx, {
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
        await queueEnquiryMessages(
          trx,
          { messages: config.messages, now },
          {
            id: enquiryId,
            listingId: property.id,
            person: {
              name: input.name,
              mobile: input.mobile,
              email: input.email,
              occupation: input.occupation,
              city: input.cities,
            },
            time: input.time,
            remark: input.remark === '' ? null : input.remark,
          },
        );
        return true;
      });
      if (sent) outbox?.wake();
    },

    /**
     * A page of the leads `user` may see and their total: newest first, or (`waiting`) those
     * still waiting for a first reply first, longest waiting first.
     */
    async page(
      user: AuthUser,
      query: { limit: number; offset: number; status?: EnquiryStatus; sort?: EnquirySort },
    ) {
      const filter = {
        userId: user.role === 'admin' ? undefined : user.id,
        status: query.status,
      };
      const { items, total } = await listEnquiries(db, filter, {
        limit: query.limit,
        offset: query.offset,
        waitingFirst: query.sort === 'waiting',
      });
      return { items: await withAlerts(items), total };
    },

    /** One lead, as the inbox shows it: the link of a new-lead alert opens it. */
    async one(id: number, actor: AuthUser) {
      const enquiry = await findEnquiryById(db, id);
      if (!enquiry) throw httpError(404, 'Enquiry not found');
      if (!canManage(actor, enquiry.user_id)) throw httpError(403, FORBIDDEN_MESSAGE);
      const [row] = await withAlerts([enquiry]);
      return row ?? { ...enquiry, alerts: NO_ALERTS };
    },

    /** Sets a lead's status; its first change by staff records when it was answered. */
    async setStatus(id: number, status: EnquiryStatus, actor: AuthUser | null): Promise<void> {
      const enquiry = await findEnquiryOwner(db, id);
      if (!enquiry) throw httpError(404, 'Enquiry not found');
      if (!canManage(actor, enquiry.user_id ?? 0)) throw httpError(403, FORBIDDEN_MESSAGE);
      await db
        .transaction()
        .execute((trx) =>
          recordStatusChange(trx, { entity: 'enquiry', id, actorId: actor?.id ?? null }, () =>
            updateEnquiryStatus(trx, id, status, nowIso()),
          ),
        );
    },
  };
}
