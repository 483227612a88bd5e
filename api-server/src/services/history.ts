import type { Kysely, Transaction } from 'kysely';
import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FIELDS,
  propertyField,
  type ChangeAction,
  type ChangeEntity,
  type ChangeValue,
  type FieldChange,
} from 'shared-api/contract';
import type { Database, Property } from '../db/schema';
import { nowIso } from '../lib/tokens';
import {
  findStatusOf,
  findUserForHistory,
  findUserName,
  insertChange,
} from '../repositories/changes';
import {
  findProperty,
  listPropertyAmenities,
  listPropertySanctions,
} from '../repositories/properties';
import { IMAGE_COLUMNS } from '../repositories/properties-mapping';

type Db = Kysely<Database> | Transaction<Database>;

/** A record's fields as the history shows them, by label. */
export type Snapshot = Record<string, ChangeValue>;

export interface ChangeInput {
  entity: ChangeEntity;
  entityId: number;
  /** A lookup's list key. */
  list?: string;
  label: string;
  action: ChangeAction;
  /** Who made it: null for a visitor's own registration. */
  actorId: number | null;
  /** The record before (null for a create) and after (null for a delete). */
  before: Snapshot | null;
  after: Snapshot | null;
  changedAt?: string;
}

const same = (a: ChangeValue, b: ChangeValue) => (a ?? null) === (b ?? null);

/** Each field whose value differs between the two snapshots, in the order they name them. */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    return same(from, to) ? [] : [{ field, from, to }];
  });
}

/** A listing's price before this change, when the change lowered it ("Price reduced"). */
function priceBeforeCut(before: Snapshot | null, after: Snapshot | null): number | null {
  const label = PROPERTY_FIELDS.price.label;
  const from = before?.[label];
  const to = after?.[label];
  return typeof from === 'number' && typeof to === 'number' && to < from ? from : null;
}

/**
 * Records a change inside the caller's transaction (decision 098), so a failed save records nothing.
 * A change that changes nothing records nothing.
 */
export async function recordChange(trx: Transaction<Database>, input: ChangeInput): Promise<void> {
  const fields = diffSnapshots(input.before, input.after);
  if (fields.length === 0) return;
  await insertChange(trx, {
    entity: input.entity,
    entity_id: input.entityId,
    list: input.list ?? null,
    label: input.label.slice(0, 300),
    action: input.action,
    user_id: input.actorId,
    user_name: input.actorId === null ? null : await findUserName(trx, input.actorId),
    fields: JSON.stringify(fields),
    old_price: input.entity === 'property' ? priceBeforeCut(input.before, input.after) : null,
    changed_at: input.changedAt ?? nowIso(),
  });
}

/** A stored file by its name, never its folder (the history says which file, not where). */
export const fileName = (path: string | null | undefined): string | null =>
  path ? (path.split('/').pop() ?? path) : null;

/** A listing as its history shows it: its declared fields by label, its links and its files. */
export function propertySnapshot(
  row: Property,
  links: {
    amenities: readonly { name: string }[];
    sanctions: readonly { name: string; file: string | null }[];
  },
): Snapshot {
  const snapshot: Snapshot = {};
  for (const name of PROPERTY_COLUMN_FIELDS) {
    const value: unknown = row[PROPERTY_FIELDS[name].column];
    snapshot[propertyField(name).label] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : null;
  }
  IMAGE_COLUMNS.forEach((column, index) => {
    snapshot[`Photo ${index + 1}`] = fileName(row[column]);
  });
  snapshot.Video = fileName(row.video);
  const names = (items: readonly { name: string }[]) =>
    items
      .map((item) => item.name)
      .sort()
      .join(', ') || null;
  snapshot.Amenities = names(links.amenities);
  snapshot.Sanctions = names(links.sanctions);
  snapshot['Sanction files'] =
    links.sanctions
      .flatMap((sanction) => fileName(sanction.file) ?? [])
      .sort()
      .join(', ') || null;
  return snapshot;
}

/** A listing as its history shows it, read in `db` (inside the save's transaction). */
export async function readPropertySnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const row = await findProperty(db, id);
  if (!row) return null;
  const [amenities, sanctions] = await Promise.all([
    listPropertyAmenities(db, id),
    listPropertySanctions(db, id),
  ]);
  return propertySnapshot(row, { amenities, sanctions });
}

/** A listing's label in the history: its PRP id and project, kept after a delete. */
export const propertyLabel = (row: Pick<Property, 'prp_id' | 'project_name'>) =>
  `${row.prp_id} ${row.project_name}`;

/**
 * A user as the history shows them; `passwordChanged` marks a new password without keeping
 * anything of it.
 */
export async function readUserSnapshot(
  db: Db,
  id: number,
  passwordChanged = false,
): Promise<Snapshot | null> {
  const row = await findUserForHistory(db, id);
  if (!row) return null;
  return {
    Name: row.name,
    Username: row.username,
    'E-mail': row.email,
    Mobile: row.mobile,
    Role: row.role,
    Active: row.is_active === 1 ? 'Yes' : 'No',
    Remarks: row.remark,
    ...(passwordChanged ? { Password: 'changed' } : {}),
  };
}

/**
 * Runs a status change and records it (decision 098): the status before and after, read in `trx`.
 * Setting the status it already has records nothing.
 */
export async function recordStatusChange(
  trx: Transaction<Database>,
  record: { entity: 'enquiry' | 'requirement'; id: number; actorId: number | null },
  change: () => Promise<void>,
): Promise<void> {
  const table = record.entity === 'enquiry' ? 'enquiries' : 'requirements';
  const before = (await findStatusOf(trx, table, record.id)) ?? null;
  await change();
  const after = (await findStatusOf(trx, table, record.id)) ?? null;
  const label = `${record.entity === 'enquiry' ? 'Enquiry' : 'Requirement'} ${record.id}`;
  await recordChange(trx, {
    entity: record.entity,
    entityId: record.id,
    label,
    action: 'status',
    actorId: record.actorId,
    before: { Status: before },
    after: { Status: after },
  });
}

/** Records an account's delete with the values it had (read in `trx`, before it goes). */
export async function recordUserDeletion(
  trx: Transaction<Database>,
  user: { id: number; name: string },
  actorId: number | null,
): Promise<void> {
  await recordChange(trx, {
    entity: 'user',
    entityId: user.id,
    label: user.name,
    action: 'delete',
    actorId,
    before: await readUserSnapshot(trx, user.id),
    after: null,
  });
}
