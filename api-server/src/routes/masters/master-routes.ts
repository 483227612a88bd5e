import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { masterBodySchema, masterMessages, type MasterDescriptor } from 'shared-api/contract';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { nowIso } from '../../lib/tokens';
import {
  deleteLookup,
  findLookup,
  insertLookup,
  isLookupInUse,
  isLookupNameTaken,
  listLookup,
  updateLookup,
} from '../../repositories/masters';
import { removeUploads } from '../../uploads/store';
import { bearer, createdSchema, errorResponses, idParamsSchema, messageSchema } from '../schemas';
import { readSanctionInput, type MasterInput } from './sanction-body';

const lookupItemSchema = z.object({ id: z.number(), name: z.string() });
const sanctionItemSchema = lookupItemSchema.extend({ file: z.string().nullable() });

/**
 * The four routes of one lookup list (list, add, update, delete), driven by its descriptor.
 * Register once per entry of MASTERS under /api/master_table.
 */
export const masterRoutes: FastifyPluginCallbackZod<{ master: MasterDescriptor }> = (
  fastify,
  { master },
  done,
) => {
  const { db, uploads } = fastify;
  const messages = masterMessages(master.label);
  const tags = ['master data'];
  const bodySchema = masterBodySchema(master);
  const multipartNote = master.hasFile
    ? ' multipart/form-data: field `sanction`, optional file `file` (PDF or image); JSON without a file also accepted.'
    : '';

  async function readInput(request: Parameters<typeof readSanctionInput>[0]): Promise<MasterInput> {
    if (master.hasFile) return readSanctionInput(request, uploads, master);
    const body = request.body as Record<string, string>;
    return { name: String(body[master.field]) };
  }

  async function assertNameFree(name: string, exceptId?: number) {
    if (await isLookupNameTaken(db, master.key, name, exceptId)) {
      throw httpError(409, messages.duplicate, { [master.field]: messages.duplicate });
    }
  }

  fastify.get(
    `/${master.paths.list}`,
    {
      schema: {
        tags,
        summary: `List every ${master.label} sorted by name (public)`,
        response: { 200: z.array(master.hasFile ? sanctionItemSchema : lookupItemSchema) },
      },
    },
    () => listLookup(db, master.key),
  );

  fastify.post(
    `/${master.paths.add}`,
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: `Add a ${master.label} (admin)`,
        description: `Body \`{ ${master.field} }\`.${multipartNote}`,
        security: bearer,
        ...(master.hasFile
          ? { consumes: ['multipart/form-data', 'application/json'] }
          : { body: bodySchema }),
        response: { 201: createdSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const input = await readInput(request);
      try {
        await assertNameFree(input.name);
        const id = await insertLookup(db, master.key, {
          name: input.name,
          file: input.file,
          now: nowIso(),
        });
        return await reply.code(201).send({ message: messages.added, id });
      } catch (error) {
        await removeUploads(uploads, [input.file]);
        throw error;
      }
    },
  );

  fastify.put(
    `/${master.paths.update}/:id`,
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: `Rename a ${master.label} (admin)`,
        description: `Body \`{ ${master.field} }\`.${multipartNote}${master.hasFile ? ' A new file replaces (and deletes) the old one.' : ''}`,
        security: bearer,
        params: idParamsSchema,
        ...(master.hasFile
          ? { consumes: ['multipart/form-data', 'application/json'] }
          : { body: bodySchema }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = await readInput(request);
      let oldFile: string | null = null;
      try {
        const existing = await findLookup(db, master.key, id);
        if (!existing) throw httpError(404, messages.notFound);
        oldFile = existing.file;
        await assertNameFree(input.name, id);
        await updateLookup(db, master.key, id, { name: input.name, file: input.file });
      } catch (error) {
        await removeUploads(uploads, [input.file]);
        throw error;
      }
      if (input.file !== undefined) await removeUploads(uploads, [oldFile]);
      return { message: messages.updated };
    },
  );

  fastify.delete(
    `/${master.paths.delete}/:id`,
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: `Delete a ${master.label} (admin)`,
        description: 'Refused with 409 while any property uses it.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await findLookup(db, master.key, id);
      if (!existing) throw httpError(404, messages.notFound);
      if (await isLookupInUse(db, master.key, id)) throw httpError(409, messages.inUse);
      try {
        await deleteLookup(db, master.key, id);
      } catch (error) {
        // A property started using it between the check and the delete (foreign key refused).
        if (isForeignKeyError(error)) throw httpError(409, messages.inUse);
        throw error;
      }
      await removeUploads(uploads, [existing.file]);
      return { message: messages.deleted };
    },
  );
  done();
};

function isForeignKeyError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
