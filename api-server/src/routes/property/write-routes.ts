import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { findProperty, listPropertySanctions } from '../../repositories/properties';
import { rowFiles } from '../../repositories/properties-mapping';
import { deletePropertyRow, deletePropertySanctions } from '../../repositories/properties-write';
import { removeUploads } from '../../uploads/store';
import { bearer, errorResponses, messageSchema } from '../schemas';
import { createProperty } from './create-property';
import { STORE_DESCRIPTION, UPDATE_DESCRIPTION } from './form-docs';
import { loadManagedProperty, managedProperty } from './managed-property';
import { readPropertyForm } from './read-form';
import { positiveIdParam, propertySavedSchema } from './schemas';
import { updateProperty } from './update-property';

const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415);

/** POST store, PUT update/{id}, DELETE deleteSanction/{propertyId}/{sanctionId}, DELETE properties/{id}. */
export const propertyWriteRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const { db, config, uploads } = fastify;
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
      const user = request.user;
      if (!user) throw httpError(401, 'Please sign in');
      const form = await readPropertyForm(request, reply, uploads);
      const saved = await createProperty(db, config, user.id, form);
      return reply.code(201).send(saved);
    },
  );

  fastify.put(
    '/update/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(db, 'id'),
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
      return updateProperty(db, config, managedProperty(request), form);
    },
  );

  fastify.delete(
    '/deleteSanction/:propertyId/:sanctionId',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(db, 'propertyId'),
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
      const property = managedProperty(request);
      const { sanctionId } = request.params;
      const sanctions = await listPropertySanctions(db, property.id);
      const target = sanctions.find((sanction) => sanction.id === sanctionId);
      if (!target) throw httpError(404, 'This sanction is not linked to the property');
      if (sanctions.length === 1) {
        throw httpError(409, 'A property needs at least one sanction: add another one first');
      }
      await deletePropertySanctions(db, property.id, [sanctionId]);
      await removeUploads(uploads, [target.file]);
      return { message: 'Sanction deleted successfully!' };
    },
  );

  fastify.delete(
    '/properties/:id',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(db, 'id'),
      schema: {
        tags,
        summary: 'Delete a property and its files (owner or admin); its enquiries are kept',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = managedProperty(request);
      // Read again inside the transaction: an update may have replaced files since the check.
      const files = await db.transaction().execute(async (trx) => {
        const row = await findProperty(trx, id);
        const sanctions = await listPropertySanctions(trx, id);
        await deletePropertyRow(trx, id);
        return [...(row ? rowFiles(row) : []), ...sanctions.map((sanction) => sanction.file)];
      });
      await removeUploads(uploads, files);
      return { message: 'Property deleted successfully' };
    },
  );
  done();
};
