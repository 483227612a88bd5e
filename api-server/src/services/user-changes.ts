import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { readUserSnapshot, recordChange, type Snapshot } from './history';

/** Records a user's change: their fields as they are now against `before`. */
export async function recordUserChange(
  trx: Transaction<Database>,
  id: number,
  label: string,
  action: 'create' | 'update',
  actorId: number | null,
  before: Snapshot | null,
  passwordChanged = false,
): Promise<void> {
  const after = await readUserSnapshot(trx, id, passwordChanged);
  await recordChange(trx, { entity: 'user', entityId: id, label, action, actorId, before, after });
}
