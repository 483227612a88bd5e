import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { userSchema, userUpdateSchema } from 'shared-api/contract';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { nowIso } from '../../lib/tokens';
import { reassignEnquiries } from '../../repositories/enquiries';
import { deleteUserSessions } from '../../repositories/sessions';
import {
  deleteUser,
  findFirstAdminId,
  findUserById,
  insertUser,
  listUsers,
  reassignProperties,
  updateUser,
} from '../../repositories/users';
import { bearer, createdSchema, errorResponses, idParamsSchema, messageSchema } from '../schemas';
import { assertIdentityFree, assertNotProtected, USER_NOT_FOUND } from './user-rules';

const userRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  username: z.string(),
  remark: z.string().nullable(),
  isActive: z.boolean(),
  role: z.enum(['admin', 'agent']),
  created_at: z.string(),
});

/** User management under /api/master_table (admin only). */
export const userRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { db, passwords } = fastify;
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
    () => listUsers(db),
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
      const input = request.body;
      const email = input.email.toLowerCase();
      await assertIdentityFree(db, { email, username: input.username });
      const now = nowIso();
      const id = await insertUser(db, {
        name: input.name,
        email,
        mobile: input.mobile,
        username: input.username,
        password_hash: await passwords.hash(input.password),
        remark: input.remarks === '' ? null : input.remarks,
        role: 'agent',
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
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
      const { id } = request.params;
      const input = request.body;
      if (!(await findUserById(db, id))) throw httpError(404, USER_NOT_FOUND);
      const email = input.email.toLowerCase();
      await assertIdentityFree(db, { email, username: input.username }, id);
      const passwordHash = input.password === '' ? undefined : await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, id, {
          name: input.name,
          email,
          mobile: input.mobile,
          username: input.username,
          remark: input.remarks === '' ? null : input.remarks,
          updated_at: nowIso(),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        });
        if (passwordHash) {
          await deleteUserSessions(trx, id, request.sessionTokenHash ?? undefined);
        }
      });
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
      const { id } = request.params;
      const user = await findUserById(db, id);
      if (!user) throw httpError(404, USER_NOT_FOUND);
      assertNotProtected(user, request.user, 'deleted');
      await db.transaction().execute(async (trx) => {
        const heirId = (await findFirstAdminId(trx)) ?? request.user?.id;
        if (heirId === undefined) throw new Error('No administrator to inherit the properties');
        await reassignProperties(trx, id, heirId);
        await reassignEnquiries(trx, id, heirId);
        await deleteUserSessions(trx, id);
        await deleteUser(trx, id);
      });
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
          'disabled (403). `isActive` is the new value as stored.',
        security: bearer,
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string(), isActive: z.boolean() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await findUserById(db, id);
      if (!user) throw httpError(404, USER_NOT_FOUND);
      assertNotProtected(user, request.user, 'disabled');
      const isActive = await db.transaction().execute(async (trx) => {
        const next = user.is_active === 1 ? 0 : 1;
        await updateUser(trx, id, { is_active: next, updated_at: nowIso() });
        if (next === 0) await deleteUserSessions(trx, id);
        const stored = await findUserById(trx, id);
        return stored?.is_active === 1;
      });
      return {
        message: isActive ? 'User enabled successfully' : 'User disabled successfully',
        isActive,
      };
    },
  );
  done();
};
