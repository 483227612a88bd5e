import type { Kysely, Migration } from 'kysely';
import * as createSchema from './2026_11_22_000000_create_schema';
import * as createPropertyFilterIndex from './2026_11_22_010000_create_property_filter_index';
import * as createThrottleEvents from './2026_11_25_000000_create_throttle_events';
import * as createListVersion from './2026_11_25_010000_create_list_version';
import * as createConsents from './2026_11_25_020000_create_consents';
import * as addReraNumber from './2026_11_25_030000_add_rera_number';
import * as addBedroomsAndCarpetArea from './2026_11_26_000000_add_bedrooms_and_carpet_area';
import * as createRequirements from './2026_11_26_010000_create_requirements';
import * as pairRequirementStatus from './2026_11_26_020000_pair_requirement_status';
import * as createOutbox from './2026_11_27_230000_create_outbox';
import * as addFirstReplyAndWhatsapp from './2026_11_27_230100_add_first_reply_and_whatsapp';
import * as createChanges from './2026_11_27_233000_create_changes';
import * as setBuyerRole from './2026_11_27_234500_set_buyer_role';
import * as addDemoFlag from './2026_11_27_235900_add_demo_flag';
import * as createPasswordResets from './2026_11_28_010000_create_password_resets';

/** The engine a migration runs on: a few differ in types and in what PostgreSQL alone needs. */
export type Engine = 'sqlite' | 'postgres';

/** A migration module: `up` and `down` are told the engine (Kysely's handle does not say). */
interface EngineMigration {
  up: (db: Kysely<unknown>, engine: Engine) => Promise<void>;
  down?: (db: Kysely<unknown>, engine: Engine) => Promise<void>;
}

/**
 * Every migration by name, in order. A static map rather than a folder scan, so it works the same
 * under tsx, Jest and any bundler.
 */
export const MIGRATIONS: Record<string, EngineMigration> = {
  '2026_11_22_000000_create_schema': createSchema,
  '2026_11_22_010000_create_property_filter_index': createPropertyFilterIndex,
  '2026_11_25_000000_create_throttle_events': createThrottleEvents,
  '2026_11_25_010000_create_list_version': createListVersion,
  '2026_11_25_020000_create_consents': createConsents,
  '2026_11_25_030000_add_rera_number': addReraNumber,
  '2026_11_26_000000_add_bedrooms_and_carpet_area': addBedroomsAndCarpetArea,
  '2026_11_26_010000_create_requirements': createRequirements,
  '2026_11_26_020000_pair_requirement_status': pairRequirementStatus,
  '2026_11_27_230000_create_outbox': createOutbox,
  '2026_11_27_230100_add_first_reply_and_whatsapp': addFirstReplyAndWhatsapp,
  '2026_11_27_233000_create_changes': createChanges,
  '2026_11_27_234500_set_buyer_role': setBuyerRole,
  '2026_11_27_235900_add_demo_flag': addDemoFlag,
  '2026_11_28_010000_create_password_resets': createPasswordResets,
};

/** The migrations as Kysely's migrator runs them, on `engine`. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, { up, down }]) => [
      name,
      { up: (db) => up(db, engine), ...(down ? { down: (db) => down(db, engine) } : {}) },
    ]),
  );
}
