import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyService } from '../../services/properties';
import { bearer, errorResponses } from '../schemas';
import { loadManagedProperty, managedProperty } from './managed-property';
import { positiveIdParam, propertyDetailSchema, propertyFullReadSchema } from './schemas';

/** GET details/{property_id}, get_allproperty/{id}. */
export const propertyReadRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const properties = propertyService(fastify);
  const tags = ['properties'];

  fastify.get(
    '/details/:property_id',
    {
      schema: {
        tags,
        summary: 'The public detail read of one property',
        description:
          'Lookup names joined; amenities, sanctions and sanction_files comma-separated.',
        params: z.object({ property_id: positiveIdParam('property_id') }),
        response: { 200: propertyDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => properties.detail(request.params.property_id),
  );

  fastify.get(
    '/get_allproperty/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'id'),
      schema: {
        tags,
        summary: 'The full read of a property for its edit form (owner or admin)',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: propertyFullReadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => properties.fullRead(managedProperty(request)),
  );
  done();
};
