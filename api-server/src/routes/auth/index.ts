import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { loginSchema, ROLES } from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { sessionService } from '../../services/sessions';
import { bearer, errors, messageSchema } from '../schemas';
import { passwordResetRoutes } from './password-reset-routes';

const roleSchema = z.enum(ROLES);

/** /api/auth: sign in, sign out, who am I, a lost password. */
export const authRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const sessions = sessionService(fastify);
  void fastify.register(passwordResetRoutes);

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
    (request) => sessions.signIn(request.body, request.clientAddress),
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
      await sessions.signOut(request.sessionTokenHash);
      return { message: 'Signed out' };
    },
  );

  fastify.post(
    '/activity',
    {
      onRequest: fastify.requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person is at work: renews the idle limit',
        description:
          "The page reports typing, clicking or scrolling here, at most once a minute; the session's " +
          'idle limit (SESSION_IDLE_MINUTES) starts again. Reads never renew it. Answers when the ' +
          'session ends whatever its use (SESSION_MAX_HOURS after sign-in), so the page can warn ' +
          'five minutes before.',
        security: bearer,
        response: { 200: z.object({ expiresAt: z.string() }), 401: errors[401] },
      },
    },
    (request) => Promise.resolve({ expiresAt: request.sessionExpiresAt ?? '' }),
  );

  fastify.get(
    '/me',
    {
      onRequest: fastify.requireSignedIn,
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
