import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { EMAIL_ALREADY_REGISTERED, enquirySchema, registrationSchema } from 'shared-api/contract';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { HttpError, httpError } from '../../lib/http-error';
import { nowIso } from '../../lib/tokens';
import { findPropertyForEnquiry, insertEnquiry } from '../../repositories/enquiries';
import { findLookup } from '../../repositories/masters';
import { findTakenFields, insertUser } from '../../repositories/users';
import { errorResponses, messageSchema } from '../schemas';

export const ENQUIRY_SENT = 'Thank you for your interest! We will contact you soon.';
export const REGISTERED = 'Registration successful. Your account will be activated by the admin.';

/** The visitor's calls under /api/master_table: an enquiry on a property, and registration. */
export const publicRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { db, passwords, throttle } = fastify;

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
      const input = request.body;
      const email = input.email.toLowerCase();
      if (!(await findLookup(db, 'cities', input.cities))) {
        throw new HttpError(400, 'City selection is required', {
          cities: 'City selection is required',
        });
      }
      const taken = await findTakenFields(db, { email, username: email });
      if (taken.email || taken.username) {
        throw new HttpError(409, EMAIL_ALREADY_REGISTERED, { email: EMAIL_ALREADY_REGISTERED });
      }
      const now = nowIso();
      await insertUser(db, {
        name: input.name,
        email,
        mobile: input.mobile,
        username: email,
        password_hash: await passwords.hash(input.password),
        remark: null,
        role: 'agent',
        is_active: 0,
        occupation: input.occupation,
        city_id: input.cities,
        created_at: now,
        updated_at: now,
      });
      return reply.code(201).send({ message: REGISTERED });
    },
  );
  done();
};
