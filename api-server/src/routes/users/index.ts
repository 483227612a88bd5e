import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ROLES, userSchema, userUpdateSchema } from 'shared-api/contract';
import { z } from 'zod';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { userService } from '../../services/users';
import { bearer, createdSchema, errorResponses, idParamsSchema, messageSchema } from '../schemas';

const userRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  username: z.string(),
  remark: z.string().nullable(),
  isActive: z.boolean(),
  role: z.enum(ROLES),
  created_at: z.string(),
  whatsapp: z.string().nullable().describe('Digits with the country code, for new-lead alerts'),
  whatsappOptIn: z.boolean().describe('New-lead alerts as WhatsApp template messages'),
});

/** User management under /api/master_table (admin only). */
export const userRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const users = userService(fastify);
  const tags = ['users'];
  const guard = { onRequest: fastify.requireAdmin };

  fastify.get(
    '/get_users',
    {
      ...guard,
      schema: {
        tags,
        summary: 'List users (admin). Never carries a password or a hash.',
        security: bearer,
        response: { 200: z.array(userRowSchema), ...errorResponses(401, 403) },
      },
    },
    () => users.list(),
  );

  fastify.post(
    '/add_user',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add an active agent (admin)',
        security: bearer,
        body: refusingCommonPasswords(userSchema),
        response: { 201: createdSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const id = await users.add(request.body, request.user?.id ?? null);
      return reply.code(201).send({ message: 'User added successfully', id });
    },
  );

  fastify.put(
    '/update_user/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Update a user (admin). An empty password keeps the current one.',
        description: 'A new password ends the user’s other sessions.',
        security: bearer,
        params: idParamsSchema,
        body: refusingCommonPasswords(userUpdateSchema),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      await users.update(
        request.params.id,
        request.body,
        request.sessionTokenHash ?? undefined,
        request.user?.id ?? null,
      );
      return { message: 'User updated successfully' };
    },
  );

  fastify.delete(
    '/delete_user/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a user (admin)',
        description:
          'In one transaction: the user’s properties and enquiries are reassigned to the ' +
          'administrator, their sessions end, and the account is deleted. The administrator ' +
          'account cannot be deleted (403).',
        security: bearer,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await users.remove(request.params.id, request.user);
      return { message: 'User deleted successfully' };
    },
  );

  fastify.put(
    '/toggle_user_status/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Enable or disable a user (admin)',
        description:
          'Disabling ends the user’s sessions at once. The administrator account cannot be ' +
          'disabled (403). `isActive` is the new value as stored. Enabling never changes a ' +
          'role: a registered buyer stays a buyer (staff are added with add_user).',
        security: bearer,
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string(), isActive: z.boolean() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const isActive = await users.toggleActive(request.params.id, request.user);
      return {
        message: isActive ? 'User enabled successfully' : 'User disabled successfully',
        isActive,
      };
    },
  );
  done();
};
