import type { Migration } from 'kysely';
import * as createSchema from './2026_11_22_000000_create_schema';
import * as createPropertyFilterIndex from './2026_11_22_010000_create_property_filter_index';
import * as createThrottleEvents from './2026_11_25_000000_create_throttle_events';
import * as createListVersion from './2026_11_25_010000_create_list_version';

/**
 * Every migration by name, in order. A static map rather than a folder scan, so it works the same
 * under tsx, Jest and any bundler.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_create_schema': createSchema,
  '2026_11_22_010000_create_property_filter_index': createPropertyFilterIndex,
  '2026_11_25_000000_create_throttle_events': createThrottleEvents,
  '2026_11_25_010000_create_list_version': createListVersion,
};
