import { z } from 'zod';
import { requiredText } from './fields';

/**
 * One descriptor per lookup list. The server's route factory and the admin's generic master screen
 * are both driven by this table, so a list differs from another only here.
 */
export interface MasterDescriptor {
  /** Stable key, also the database table name. */
  key: MasterKey;
  /** Singular label used in titles and messages: 'Add X', 'X added successfully'. */
  label: string;
  /** The admin screen's route. */
  route: string;
  /** Paths under /api/master_table/. update and delete take `/{id}`. */
  paths: { list: string; add: string; update: string; delete: string };
  /** The single body field of add and update. */
  field: string;
  /** Sanction also carries an optional file (multipart). */
  hasFile: boolean;
}

export const MASTER_KEYS = [
  'statuses',
  'property_types',
  'project_types',
  'ownership_types',
  'transaction_types',
  'possession_types',
  'water_sources',
  'power_backups',
  'amenities',
  'floor_types',
  'facings',
  'sanctions',
  'cities',
] as const;
export type MasterKey = (typeof MASTER_KEYS)[number];

function descriptor(
  key: MasterKey,
  label: string,
  route: string,
  list: string,
  stem: string,
  field: string,
  hasFile = false,
): MasterDescriptor {
  return {
    key,
    label,
    route,
    paths: { list, add: `add_${stem}`, update: `update_${stem}`, delete: `delete_${stem}` },
    field,
    hasFile,
  };
}

export const MASTERS: readonly MasterDescriptor[] = [
  descriptor('statuses', 'Status', '/status', 'get_statuses', 'status', 'status'),
  descriptor(
    'property_types',
    'Property type',
    '/property_type',
    'get_properties',
    'property',
    'property',
  ),
  descriptor(
    'project_types',
    'Project type',
    '/project_type',
    'get_projectes',
    'project',
    'project',
  ),
  descriptor(
    'ownership_types',
    'Ownership',
    '/ownership_type',
    'get_ownerShipes',
    'ownerShip',
    'ownerShip',
  ),
  descriptor(
    'transaction_types',
    'Transaction',
    '/transaction_type',
    'get_transactiones',
    'transaction',
    'transaction',
  ),
  descriptor(
    'possession_types',
    'Possession',
    '/possesion_type',
    'get_possesiones',
    'possesion',
    'possesion',
  ),
  descriptor(
    'water_sources',
    'Water Source',
    '/water_source',
    'get_waterSources',
    'waterSource',
    'waterSource',
  ),
  descriptor(
    'power_backups',
    'Power Backup',
    '/power_backup',
    'get_powerBackups',
    'powerBackup',
    'powerBackup',
  ),
  descriptor('amenities', 'Amenity', '/amenities', 'get_amenities', 'amenitie', 'amenitie'),
  descriptor('floor_types', 'Floor', '/floor_type', 'get_floors', 'floor', 'floor'),
  descriptor('facings', 'Facing', '/facing', 'get_facing', 'facing', 'facing'),
  descriptor(
    'sanctions',
    'Sanction',
    '/property_sanction',
    'get_sanction',
    'sanction',
    'sanction',
    true,
  ),
  // Cities have no screen in docs/product.md; we give them one (the thirteenth list).
  descriptor('cities', 'City', '/cities', 'get_cities', 'city', 'city'),
];

export function getMaster(key: MasterKey): MasterDescriptor {
  const found = MASTERS.find((master) => master.key === key);
  if (!found) throw new Error(`Unknown master list ${key}`);
  return found;
}

/** The single-field body of a master add or update. */
export function masterBodySchema(master: MasterDescriptor) {
  return z.object({ [master.field]: requiredText(`${master.label} is required`, 100) });
}

/** Exact texts of the master screens, docs/product.md section 6, with X named properly. */
export const masterMessages = (label: string) => ({
  added: `${label} added successfully`,
  updated: `${label} updated successfully`,
  deleted: `${label} deleted successfully`,
  deleteConfirm: `Are you sure you want to delete this ${label}?`,
  deleteFailed: `Failed to delete ${label}`,
  fetchFailed: `Failed to fetch ${label}`,
  duplicate: `${label} already exists`,
  inUse: `This ${label} is used by properties and cannot be deleted`,
  notFound: `${label} not found`,
});
