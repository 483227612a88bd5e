import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { enquirySchema, registrationSchema } from 'shared-api/contract';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { httpError } from '../../lib/http-error';
import { nowIso } from '../../lib/tokens';
import { findPropertyForEnquiry, insertEnquiry } from '../../repositories/enquiries';
import { userService } from '../../services/users';
import { errorResponses, messageSchema } from '../schemas';

export const ENQUIRY_SENT = 'Thank you for your interest! We will contact you soon.';
export const REGISTERED = 'Registration successful. Your account will be activated by the admin.';

/** The visitor's calls under /api/master_table: an enquiry on a property, and registration. */
export const publicRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { db, throttle } = fastify;
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
      preHandler: (request) => throttle.takeFormSlot('enquiry', request.ip),
    },
    async (request, reply) => {
      const input = request.body;
      const property = await findPropertyForEnquiry(db, input.p_id);
      if (!property) throw httpError(404, 'Property not found');
      await insertEnquiry(db, {
        propertyId: property.id,
        prpId: property.prp_id,
        projectName: property.project_name,
        userId: property.created_by,
        occupation: input.occupation,
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        city: input.cities,
        time: input.time,
        remark: input.remark,
        now: nowIso(),
      });
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
        body: refusingCommonPasswords(registrationSchema),
        response: { 201: messageSchema, ...errorResponses(400, 409, 429, 503) },
      },
      preHandler: (request) => throttle.takeFormSlot('register', request.ip),
    },
    async (request, reply) => {
      await users.register(request.body);
      return reply.code(201).send({ message: REGISTERED });
    },
  );
  done();
};
