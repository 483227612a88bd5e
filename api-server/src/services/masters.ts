import type { Kysely } from 'kysely';
import { masterMessages, type MasterDescriptor } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { httpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import {
  deleteLookup,
  findLookup,
  insertLookup,
  isLookupInUse,
  isLookupNameTaken,
  listLookup,
  updateLookup,
} from '../repositories/masters';
import type { FileStore } from '../uploads/file-store';
import { removeUploads } from '../uploads/store';
import { fileName, recordChange, type Snapshot } from './history';

/** A lookup item as a form sent it: its name and, for a sanction sent with a file, its stored path. */
export interface MasterInput {
  name: string;
  /** Undefined when no file came with the request (an update then keeps the old one). */
  file?: string;
}

/** A lookup item as its history shows it: its name and, for a sanction, its file by name. */
const itemSnapshot = (item: { name: string; file: string | null }): Snapshot => ({
  Name: item.name,
  File: fileName(item.file),
});

function isForeignKeyError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * One lookup list's rules: names are unique, an item in use by a property stays, and a sanction's
 * file lives exactly as long as its item (a save that fails removes the file it brought).
 */
export function masterService(
  { db, uploads }: { db: Kysely<Database>; uploads: FileStore },
  master: MasterDescriptor,
) {
  const messages = masterMessages(master.label);

  async function assertNameFree(name: string, exceptId?: number) {
    if (await isLookupNameTaken(db, master.key, name, exceptId)) {
      throw httpError(409, messages.duplicate, { [master.field]: messages.duplicate });
    }
  }

  /** Runs `save`; when it fails, the file the input brought is removed before the error goes on. */
  async function keepingFileOnlyIfSaved<T>(input: MasterInput, save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      await removeUploads(uploads, [input.file]);
      throw error;
    }
  }

  return {
    list: () => listLookup(db, master.key),

    add(input: MasterInput, actorId: number | null): Promise<number> {
      return keepingFileOnlyIfSaved(input, async () => {
        await assertNameFree(input.name);
        return db.transaction().execute(async (trx) => {
          const item = { name: input.name, file: input.file ?? null };
          const id = await insertLookup(trx, master.key, { ...item, now: nowIso() });
          await recordChange(trx, {
            entity: 'lookup',
            entityId: id,
            list: master.key,
            label: input.name,
            action: 'create',
            actorId,
            before: null,
            after: itemSnapshot(item),
          });
          return id;
        });
      });
    },

    /** Renames an item; a new file replaces (and deletes) the old one. */
    async update(id: number, input: MasterInput, actorId: number | null): Promise<void> {
      const oldFile = await keepingFileOnlyIfSaved(input, async () => {
        const existing = await findLookup(db, master.key, id);
        if (!existing) throw httpError(404, messages.notFound);
        await assertNameFree(input.name, id);
        await db.transaction().execute(async (trx) => {
          await updateLookup(trx, master.key, id, { name: input.name, file: input.file });
          await recordChange(trx, {
            entity: 'lookup',
            entityId: id,
            list: master.key,
            label: input.name,
            action: 'update',
            actorId,
            before: itemSnapshot(existing),
            after: itemSnapshot({ name: input.name, file: input.file ?? existing.file }),
          });
        });
        return existing.file;
      });
      if (input.file !== undefined) await removeUploads(uploads, [oldFile]);
    },

    /** Deletes an item no property uses, and its file. */
    async remove(id: number, actorId: number | null): Promise<void> {
      const existing = await findLookup(db, master.key, id);
      if (!existing) throw httpError(404, messages.notFound);
      if (await isLookupInUse(db, master.key, id)) throw httpError(409, messages.inUse);
      try {
        await db.transaction().execute(async (trx) => {
          await deleteLookup(trx, master.key, id);
          await recordChange(trx, {
            entity: 'lookup',
            entityId: id,
            list: master.key,
            label: existing.name,
            action: 'delete',
            actorId,
            before: itemSnapshot(existing),
            after: null,
          });
        });
      } catch (error) {
        // A property started using it between the check and the delete (foreign key refused).
        if (isForeignKeyError(error)) throw httpError(409, messages.inUse);
        throw error;
      }
      await removeUploads(uploads, [existing.file]);
    },
  };
}
