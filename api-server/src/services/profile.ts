import type { Kysely } from 'kysely';
import type { WhatsappSettingsInput } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/tokens';
import { findWhatsappSettings } from '../repositories/message-facts';
import { updateUser } from '../repositories/users';

/** A staff member's own alert settings (decision 092): only the person opts themselves in. */
export function profileService({ db }: { db: Kysely<Database> }) {
  return {
    whatsapp: (userId: number) => findWhatsappSettings(db, userId),

    /** Stores the number and the opt-in (which needs a number; the contract checks it too). */
    async setWhatsapp(userId: number, input: WhatsappSettingsInput) {
      const number = input.whatsapp || null;
      await updateUser(db, userId, {
        whatsapp: number,
        whatsapp_opt_in: input.whatsappOptIn === true && number ? 1 : 0,
        updated_at: nowIso(),
      });
      return findWhatsappSettings(db, userId);
    },
  };
}
