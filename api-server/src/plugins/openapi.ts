import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's zod schemas into an OpenAPI 3 description. Register before the routes;
 * call `registerOpenApiUi` after them.
 */
export const openApiPlugin = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Property site API',
          description:
            'The API of the property broker site. Errors are `{ message, errors? }`. Protected calls ' +
            'take `Authorization: Bearer <token>` from POST /api/auth/login.',
          version: '1.0.0',
        },
        servers: [{ url: fastify.config.apiPublicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi', fastify: '5.x', dependencies: ['env'] },
);

/** Swagger UI at /api/docs and the JSON description at /api/openapi.json. */
export const openApiUiPlugin = fp(
  async (fastify) => {
    fastify.get('/api/openapi.json', { schema: { hide: true } }, () => fastify.swagger());
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The docs are served over plain http in development; upgrading would break their assets.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'openapi-ui', fastify: '5.x', dependencies: ['openapi'] },
);
