import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import {
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  propertyListQuerySchema,
  requirementListQuerySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { exportService } from '../../services/exports';
import { propertyService } from '../../services/properties';
import { requirementService } from '../../services/requirements';
import { bearer, errorResponses } from '../schemas';

const CSV_NOTE =
  'UTF-8 with a byte order mark (Excel shows ₹ and Devanagari), CRLF lines; a cell that starts ' +
  'with =, +, -, @, a tab or a carriage return gets a leading apostrophe (OWASP CSV injection). ' +
  'Streamed: every row the filters select, not only one page; `limit` and `offset` are ignored.';

// No 200 schema: the body is a stream, which Fastify sends without serializing.
const csvAnswer = errorResponses(400, 401, 403);

/** Sends a CSV stream as a download named `<name>-<day>.csv`; never kept by a cache. */
function sendCsv(reply: FastifyReply, name: string, file: Readable): void {
  const day = new Date().toISOString().slice(0, 10);
  void reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(file);
}

/** GET export.csv of the property table, the enquiries inbox and the requirements (decision 098). */
export const exportRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const properties = propertyService(fastify);
  const exports = exportService({
    db: fastify.db,
    properties,
    requirements: requirementService(fastify),
  });
  const tags = ['exports'];
  const security = bearer;

  fastify.get(
    '/property/export.csv',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: "The property table as CSV: an agent's own listings, every listing for the admin",
        description: `The list's own query parameters (GET properties; \`mine\` is implied). ${CSV_NOTE}`,
        security,
        querystring: propertyListQuerySchema,
        produces: ['text/csv'],
        response: csvAnswer,
      },
    },
    (request, reply) => {
      const scope = properties.listScope({ ...request.query, mine: 'true' }, request.user);
      sendCsv(reply, 'properties', exports.properties(scope));
    },
  );

  fastify.get(
    '/enquiries/export.csv',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'The enquiries inbox as CSV: an agent’s own leads, every lead for the admin',
        description: `The inbox's own query parameters (\`status\`, \`sort\`). ${CSV_NOTE}`,
        security,
        querystring: z.object({
          status: z
            .enum(ENQUIRY_STATUSES, { error: 'Status must be new, contacted or closed' })
            .optional(),
          sort: z.enum(ENQUIRY_SORTS, { error: 'sort must be newest or waiting' }).optional(),
        }),
        produces: ['text/csv'],
        response: csvAnswer,
      },
    },
    (request, reply) => {
      sendCsv(reply, 'enquiries', exports.enquiries(currentUser(request), request.query));
    },
  );

  fastify.get(
    '/requirements/export.csv',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'The requirements as CSV: those an agent may see, every one for the admin',
        description: `The list's own query parameters (GET requirements). ${CSV_NOTE}`,
        security,
        querystring: requirementListQuerySchema,
        produces: ['text/csv'],
        response: csvAnswer,
      },
    },
    (request, reply) => {
      sendCsv(reply, 'requirements', exports.requirements(currentUser(request), request.query));
    },
  );
  done();
};
