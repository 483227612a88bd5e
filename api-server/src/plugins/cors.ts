import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Browsers may call the API only from the site's own origins (config.corsOrigins). */
export const corsPlugin = fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: fastify.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // Content-Disposition: an export's file name (decision 098).
      exposedHeaders: ['X-Total-Count', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
      // An OPTIONS request that is not a full preflight gets an ordinary answer, not the plugin's
      // plain-text 400: every error of the API is JSON.
      strictPreflight: false,
    });
  },
  { name: 'cors', fastify: '5.x', dependencies: ['env'] },
);
