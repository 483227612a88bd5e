import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { createVariantRepair } from './missing-variants';

/** A year: stored names are random and never reused, so a file at a URL never changes. */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves stored uploads at `/uploads/*` from `config.uploadDir`: no directory listing, no dot
 * files (the `.tmp` work folder), no traversal (the static server resolves inside its root),
 * `nosniff` so a file is only ever read as the type it was stored as, and cached for good. An
 * image variant missing from disk is rendered from its stored image first (missing-variants.ts).
 */
export const serveUploadsPlugin = fp(
  async (fastify) => {
    const root = fastify.config.uploadDir;
    fs.mkdirSync(root, { recursive: true });
    // A scope of its own, so that its error handler only sees the static server's refusals.
    await fastify.register(async (scope) => {
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        // The static server answers 403 for dot files, folders and traversal attempts; to a
        // client every one of them is simply a file that is not there.
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500) return reply.code(404).send({ message: 'Not found' });
        throw error;
      });
      const repairVariant = createVariantRepair(root, scope.log);
      scope.addHook('onRequest', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD') {
          await repairVariant(request.url.split('?', 1)[0] ?? '');
        }
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/uploads/',
        decorateReply: false,
        list: false,
        index: false,
        dotfiles: 'deny',
        redirect: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        },
        schemaHide: true,
      });
    });
  },
  { name: 'serve-uploads', fastify: '5.x', dependencies: ['env'] },
);
