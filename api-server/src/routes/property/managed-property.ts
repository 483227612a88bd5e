import type { FastifyRequest } from 'fastify';
import type { Property } from '../../db/schema';
import type { PropertyService } from '../../services/properties';

declare module 'fastify' {
  interface FastifyRequest {
    /** The property of an owner-only route, loaded and checked by `loadManagedProperty`. */
    managedProperty: Property | null;
  }
}

/**
 * preHandler of the owner-only routes (after `requireUser`): the service's 404 or 403 (its
 * `manageable`). Runs before a multipart body is read, so a refused request never stores a file.
 */
export function loadManagedProperty(properties: PropertyService, param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = (request.params as Record<string, unknown>)[param];
    request.managedProperty = await properties.manageable(
      typeof id === 'number' ? id : 0,
      request.user,
    );
  };
}

/** The property loaded by the preHandler (a route without it is a programming error). */
export function managedProperty(request: FastifyRequest): Property {
  if (!request.managedProperty) throw new Error('loadManagedProperty did not run for this route');
  return request.managedProperty;
}
