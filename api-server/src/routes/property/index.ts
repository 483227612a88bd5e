import type { FastifyPluginAsync } from 'fastify';
import { propertyDemoRoutes } from './demo-routes';
import { propertyHistoryRoute } from './history-route';
import { propertyListRoute } from './list-route';
import { propertyPreviewRoutes } from './preview-routes';
import { propertyReadRoutes } from './read-routes';
import { propertyRequirementRoutes } from './requirement-routes';
import { propertyWriteRoutes } from './write-routes';

/** The property API (docs/product.md section 8), registered under /api/property. */
export const propertyRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.decorateRequest('managedProperty', null);
  await fastify.register(propertyListRoute);
  await fastify.register(propertyReadRoutes);
  await fastify.register(propertyWriteRoutes);
  await fastify.register(propertyPreviewRoutes);
  await fastify.register(propertyRequirementRoutes);
  await fastify.register(propertyHistoryRoute);
  await fastify.register(propertyDemoRoutes);
};
