import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { whatsappSettingsSchema } from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { profileService } from '../../services/profile';
import { bearer, errorResponses } from '../schemas';

const settingsSchema = z.object({
  whatsapp: z.string().nullable().describe('Digits with the country code, e.g. 919800000000'),
  whatsappOptIn: z.boolean().describe('New-lead alerts as WhatsApp template messages'),
});

/**
 * A staff member's own alert settings (decision 092): the WhatsApp number new-lead alerts go to,
 * and their opt-in. Only the person opts themselves in.
 */
export const profileRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const tags = ['profile'];
  const profile = profileService(fastify);

  fastify.get(
    '/whatsapp',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'My WhatsApp alert settings (staff)',
        security: bearer,
        response: { 200: settingsSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => profile.whatsapp(currentUser(request).id),
  );

  fastify.put(
    '/whatsapp',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Set my WhatsApp number and opt in or out of new-lead alerts there (staff)',
        security: bearer,
        body: whatsappSettingsSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => profile.setWhatsapp(currentUser(request).id, request.body),
  );
  done();
};
