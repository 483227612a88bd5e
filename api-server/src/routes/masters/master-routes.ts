import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { masterBodySchema, masterMessages, type MasterDescriptor } from 'shared-api/contract';
import { z } from 'zod';
import { masterService, type MasterInput } from '../../services/masters';
import { bearer, createdSchema, errorResponses, idParamsSchema, messageSchema } from '../schemas';
import { readSanctionInput } from './sanction-body';

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
  const { uploads } = fastify;
  const service = masterService(fastify, master);
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

  fastify.get(
    `/${master.paths.list}`,
    {
      schema: {
        tags,
        summary: `List every ${master.label} sorted by name (public)`,
        response: { 200: z.array(master.hasFile ? sanctionItemSchema : lookupItemSchema) },
      },
    },
    () => service.list(),
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
      const id = await service.add(await readInput(request), request.user?.id ?? null);
      return reply.code(201).send({ message: messages.added, id });
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
      await service.update(request.params.id, await readInput(request), request.user?.id ?? null);
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
      await service.remove(request.params.id, request.user?.id ?? null);
      return { message: messages.deleted };
    },
  );
  done();
};
