import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import {
  findPropertyDetail,
  listPropertyAmenities,
  listPropertySanctions,
} from '../../repositories/properties';
import { rowToFullRead } from '../../repositories/properties-mapping';
import { bearer, errorResponses } from '../schemas';
import { loadManagedProperty, managedProperty, PROPERTY_NOT_FOUND } from './managed-property';
import { positiveIdParam, propertyDetailSchema, propertyFullReadSchema } from './schemas';
import { toDetail } from './to-wire';

/** GET details/{property_id}, get_allproperty/{id}. */
export const propertyReadRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const { db } = fastify;
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
    async (request) => {
      const row = await findPropertyDetail(db, request.params.property_id);
      if (!row) throw httpError(404, PROPERTY_NOT_FOUND);
      return toDetail(row);
    },
  );

  fastify.get(
    '/get_allproperty/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(db, 'id'),
      schema: {
        tags,
        summary: 'The full read of a property for its edit form (owner or admin)',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: propertyFullReadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = managedProperty(request);
      const [amenities, sanctions] = await Promise.all([
        listPropertyAmenities(db, row.id),
        listPropertySanctions(db, row.id),
      ]);
      const amenityIds = amenities.map((amenity) => amenity.id).sort((a, b) => a - b);
      return rowToFullRead(
        row,
        amenityIds,
        [...sanctions].sort((a, b) => a.id - b.id),
      );
    },
  );
  done();
};
