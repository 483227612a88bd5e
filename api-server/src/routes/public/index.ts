import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { enquirySchema, registrationWithRequirementSchema } from 'shared-api/contract';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { ENQUIRY_SENT, enquiryService } from '../../services/enquiries';
import { userService } from '../../services/users';
import { errorResponses, messageSchema } from '../schemas';

/** Whom a form names, for the throttle's per-person counts (the body is already validated). */
function formPeople(body: { mobile: string; email: string }): string[] {
  return [`mobile:${body.mobile}`, `email:${body.email.trim().toLowerCase()}`];
}

export const REGISTERED = 'Registration successful. Your account will be activated by the admin.';

/** The visitor's calls under /api/master_table: an enquiry on a property, and registration. */
export const publicRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { throttle } = fastify;
  const enquiries = enquiryService(fastify);
  const users = userService(fastify);

  fastify.post(
    '/connect',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry about a property (public)',
        description:
          'The enquiry goes to the property’s creator; a `userId` sent by the client is ignored.',
        body: enquirySchema,
        response: { 201: messageSchema, ...errorResponses(400, 404, 429) },
      },
      preHandler: (request) =>
        throttle.takeFormSlot('enquiry', request.clientAddress, formPeople(request.body)),
    },
    async (request, reply) => {
      await enquiries.send(request.body);
      return reply.code(201).send({ message: ENQUIRY_SENT });
    },
  );

  fastify.post(
    '/register_user',
    {
      schema: {
        tags: ['users'],
        summary:
          'Register as an agent (public). The account stays inactive until an admin enables it.',
        description:
          'An optional `requirement` (what the person is looking for: purpose, property types, ' +
          'BHK, budget, cities, possession, note) is stored for them in the same transaction; ' +
          'unknown property types or cities are a 400 under `requirement.propertyTypes` / ' +
          '`requirement.cities`.',
        body: refusingCommonPasswords(registrationWithRequirementSchema),
        response: { 201: messageSchema, ...errorResponses(400, 409, 429, 503) },
      },
      preHandler: (request) =>
        throttle.takeFormSlot('register', request.clientAddress, formPeople(request.body)),
    },
    async (request, reply) => {
      await users.register(request.body);
      return reply.code(201).send({ message: REGISTERED });
    },
  );
  done();
};
