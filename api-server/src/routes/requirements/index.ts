import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  callerRequirementSchema,
  matchPageQuerySchema,
  requirementListQuerySchema,
  requirementStatusSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import {
  REQUIREMENT_ADDED,
  REQUIREMENT_UPDATED,
  requirementService,
} from '../../services/requirements';
import { bearer, createdSchema, errorResponses, idParamsSchema } from '../schemas';
import { requirementMatchSchema, requirementRowSchema } from './schemas';
import { pagedAnswer } from '../paged-answer';

const MATCHING =
  'A listing matches when its status is for the purpose (rent: a status whose name contains ' +
  '“rent”; buy: one containing “sale”), its price is within the budget, and its type, BHK and ' +
  'city are each in the requirement’s list (an empty list: any). Possession ranks, it does ' +
  'not exclude (decision 089).';

/** Buyers’ and tenants’ requirements under /api/requirements (decision 089). */
export const requirementRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const requirements = requirementService(fastify);
  const tags = ['requirements'];

  fastify.get(
    '/',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'A page of requirements, newest first; the total is in X-Total-Count',
        description:
          'The admin sees every requirement; an agent those that match at least one of their ' +
          `own listings, and \`matches\` counts their own listings only. ${MATCHING}`,
        security: bearer,
        querystring: requirementListQuerySchema,
        response: { 200: z.array(requirementRowSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      pagedAnswer(reply, await requirements.page(currentUser(request), request.query)),
  );

  fastify.post(
    '/',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'Record what a caller wants (admin)',
        description: 'Answers 201 `{ message, id }`; unknown property types or cities are a 400.',
        security: bearer,
        body: callerRequirementSchema,
        response: { 201: createdSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await requirements.addForCaller(request.body, currentUser(request));
      return reply.code(201).send({ message: REQUIREMENT_ADDED, id });
    },
  );

  fastify.get(
    '/:id/matches',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'The listings a requirement matches, best fit first; total in X-Total-Count',
        description:
          'Ranked by possession fit, then price nearest the budget’s top, then newest. An agent ' +
          `sees their own listings only, and 404 for a requirement none of them matches. ${MATCHING}`,
        security: bearer,
        params: idParamsSchema,
        querystring: matchPageQuerySchema,
        response: { 200: z.array(requirementMatchSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      pagedAnswer(
        reply,
        await requirements.matches(request.params.id, currentUser(request), request.query),
      ),
  );

  fastify.patch(
    '/:id',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Set a requirement’s status (the admin, or an agent it matches a listing of)',
        security: bearer,
        params: idParamsSchema,
        body: requirementStatusSchema,
        response: {
          200: z.object({
            message: z.string(),
            id: z.number(),
            status: requirementStatusSchema.shape.status,
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requirements.setStatus(id, request.body.status, currentUser(request));
      return { message: REQUIREMENT_UPDATED, id, status: request.body.status };
    },
  );
  done();
};
