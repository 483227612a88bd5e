import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { loginSchema } from 'shared-api/contract';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { generateToken, hashToken, nowIso } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { signInSubject } from '../../plugins/throttle';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  insertSession,
} from '../../repositories/sessions';
import { findUserForLogin } from '../../repositories/users';
import { bearer, errors, messageSchema } from '../schemas';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

const roleSchema = z.enum(['admin', 'agent']);

/** /api/auth: sign in, sign out, who am I. */
export const authRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { config, db, passwords, throttle } = fastify;

  fastify.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or e-mail and a password',
        description:
          'After 5 failed attempts in 15 minutes for one account from one address, or 30 from one ' +
          'address, answers 429 with Retry-After to that address. Failures to one account from ' +
          'anywhere slow its sign-ins (up to a few seconds) but never refuse them. 503 with ' +
          'Retry-After when the server is busy hashing passwords.',
        body: loginSchema,
        response: {
          200: z.object({ token: z.string(), id: z.number(), name: z.string(), role: roleSchema }),
          400: errors[400],
          401: errors[401],
          429: errors[429],
          503: errors[503],
        },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await findUserForLogin(db, username);
      // Keyed on the account, so its username and its e-mail share one count.
      const attempt = await throttle.beginSignIn(
        signInSubject(user?.id ?? null, username),
        request.ip,
      );
      // Unknown users cost a hash too, so timing does not tell which accounts exist.
      const isValid = await passwords.verify(password, user?.password_hash ?? null);
      if (!user || !isValid || user.is_active !== 1) throw httpError(401, INVALID_LOGIN_MESSAGE);
      await attempt.succeeded();
      const now = new Date();
      const token = generateToken();
      await deleteExpiredSessions(
        db,
        nowIso(now),
        nowIso(new Date(now.getTime() - config.sessionIdleMs)),
      );
      await insertSession(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        now: nowIso(now),
        expiresAt: nowIso(new Date(now.getTime() + config.sessionAbsoluteMs)),
      });
      return { token, id: user.id, name: user.name, role: user.role };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working at once',
        description: 'Idempotent: answers 200 also when the token is already invalid.',
        security: bearer,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (request.sessionTokenHash) await deleteSessionByTokenHash(db, request.sessionTokenHash);
      return { message: 'Signed out' };
    },
  );

  fastify.get(
    '/me',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: {
          200: z.object({
            id: z.number(),
            name: z.string(),
            role: roleSchema,
            username: z.string(),
          }),
          401: errors[401],
        },
      },
    },
    (request) => {
      const user = currentUser(request);
      return Promise.resolve(user);
    },
  );
  done();
};
