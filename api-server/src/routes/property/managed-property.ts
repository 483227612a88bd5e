import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Property } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canManage } from '../../plugins/auth';
import { findProperty } from '../../repositories/properties';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const OWNER_ONLY_MESSAGE = 'You can only manage your own properties';

declare module 'fastify' {
  interface FastifyRequest {
    /** The property of an owner-only route, loaded and checked by `loadManagedProperty`. */
    managedProperty: Property | null;
  }
}

/**
 * preHandler of the owner-only routes (after `requireUser`): 404 when the property does not exist,
 * 403 unless the caller created it or is the admin. Runs before a multipart body is read, so a
 * refused request never stores a file.
 */
export function loadManagedProperty(db: Kysely<Database>, param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = (request.params as Record<string, unknown>)[param];
    const property = typeof id === 'number' ? await findProperty(db, id) : undefined;
    if (!property) throw httpError(404, PROPERTY_NOT_FOUND);
    if (!canManage(request.user, property.created_by)) throw httpError(403, OWNER_ONLY_MESSAGE);
    request.managedProperty = property;
  };
}

/** The property loaded by the preHandler (a route without it is a programming error). */
export function managedProperty(request: FastifyRequest): Property {
  if (!request.managedProperty) throw new Error('loadManagedProperty did not run for this route');
  return request.managedProperty;
}
