import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyService } from '../../services/history-reads';
import { propertyService } from '../../services/properties';
import { changeRecordSchema } from '../history/change-schema';
import { bearer, errorResponses } from '../schemas';
import { loadManagedProperty, managedProperty } from './managed-property';
import { positiveIdParam } from './schemas';

/** GET {id}/history (decision 098): the edit page's History panel. */
export const propertyHistoryRoute: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const properties = propertyService(fastify);
  const history = historyService(fastify);

  fastify.get(
    '/:id/history',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'id'),
      schema: {
        tags: ['properties', 'history'],
        summary: "A listing's recorded changes, newest first (owner or admin)",
        description: 'Who, when, and for each changed field its old and new value (files by name).',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: z.array(changeRecordSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => history.ofProperty(managedProperty(request).id),
  );
  done();
};
