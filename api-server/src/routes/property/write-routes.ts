import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { propertyService } from '../../services/properties';
import { bearer, errorResponses, messageSchema } from '../schemas';
import { STORE_DESCRIPTION, UPDATE_DESCRIPTION } from './form-docs';
import { loadManagedProperty, managedProperty } from './managed-property';
import { readPropertyForm } from './read-form';
import { positiveIdParam, propertySavedSchema } from './schemas';

const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415);

/** POST store, PUT update/{id}, DELETE deleteSanction/{propertyId}/{sanctionId}, DELETE properties/{id}. */
export const propertyWriteRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const { uploads } = fastify;
  const properties = propertyService(fastify);
  const tags = ['properties'];

  fastify.post(
    '/store',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Save a new property (signed in); the caller becomes its owner',
        description: STORE_DESCRIPTION,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: propertySavedSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const owner = currentUser(request);
      const form = await readPropertyForm(request, reply, uploads);
      return reply.code(201).send(await properties.create(owner.id, form));
    },
  );

  fastify.put(
    '/update/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'id'),
      schema: {
        tags,
        summary: 'Update a property (owner or admin)',
        description: UPDATE_DESCRIPTION,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: propertySavedSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await readPropertyForm(request, reply, uploads);
      return properties.update(managedProperty(request), form, currentUser(request).id);
    },
  );

  fastify.delete(
    '/deleteSanction/:propertyId/:sanctionId',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'propertyId'),
      schema: {
        tags,
        summary: 'Remove one sanction (and its file) from a property (owner or admin)',
        description: 'A property keeps at least one sanction: removing the last one answers 409.',
        security: bearer,
        params: z.object({
          propertyId: positiveIdParam('propertyId'),
          sanctionId: positiveIdParam('sanctionId'),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await properties.removeSanction(managedProperty(request), request.params.sanctionId);
      return { message: 'Sanction deleted successfully!' };
    },
  );

  fastify.delete(
    '/properties/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'id'),
      schema: {
        tags,
        summary: 'Delete a property and its files (owner or admin); its enquiries are kept',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await properties.remove(managedProperty(request), currentUser(request).id);
      return { message: 'Property deleted successfully' };
    },
  );
  done();
};
