import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PROPERTY_LIST_MAX_LIMIT, propertyListQuerySchema } from 'shared-api/contract';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { SIGN_IN_MESSAGE } from '../../plugins/auth';
import {
  findPropertyWithNames,
  listProperties,
  listPropertyAmenities,
  listPropertySanctions,
} from '../../repositories/properties';
import { rowToFullRead } from '../../repositories/properties-mapping';
import { bearer, errorResponses } from '../schemas';
import { loadManagedProperty, managedProperty, PROPERTY_NOT_FOUND } from './managed-property';
import {
  positiveIdParam,
  propertyDetailSchema,
  propertyFullReadSchema,
  propertyListItemSchema,
} from './schemas';
import { toDetail, toListItem } from './to-wire';

const LIST_DESCRIPTION =
  `Public list for the home page and the listing table. Without \`limit\` at most ` +
  `${PROPERTY_LIST_MAX_LIMIT} items are returned (the largest page); page with \`limit\` and ` +
  '`offset`. The number of matching properties is in the `X-Total-Count` header. `q` searches the ' +
  'property ID, project name and address (case-insensitive). `mine=true` needs a token and lists ' +
  'only the caller’s own properties (every property for the admin).';

/** GET properties, details/{property_id}, get_allproperty/{id}. */
export const propertyReadRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const { db } = fastify;
  const tags = ['properties'];

  fastify.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'A page of properties; the total is in X-Total-Count',
        description: LIST_DESCRIPTION,
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertyListItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const user = request.user;
      const mine = query.mine === 'true';
      if (mine && !user) throw httpError(401, SIGN_IN_MESSAGE);
      const { items, total } = await listProperties(
        db,
        {
          q: query.q || undefined,
          cityId: query.city,
          propertyTypeId: query.type,
          statusId: query.status,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          createdBy: mine && user && user.role !== 'admin' ? user.id : undefined,
        },
        {
          limit: query.limit ?? PROPERTY_LIST_MAX_LIMIT,
          offset: query.offset ?? 0,
          sort: query.sort ?? 'newest',
        },
      );
      void reply.header('X-Total-Count', String(total));
      return items.map(toListItem);
    },
  );

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
      const id = request.params.property_id;
      const row = await findPropertyWithNames(db, id);
      if (!row) throw httpError(404, PROPERTY_NOT_FOUND);
      const [amenities, sanctions] = await Promise.all([
        listPropertyAmenities(db, id),
        listPropertySanctions(db, id),
      ]);
      return toDetail(row, amenities, sanctions);
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
