import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DiskStore } from './disk-store';
import { createVariantRepair } from './missing-variants';
import { serveFromBucket } from './serve-s3';
import { uploadHeaders } from './upload-headers';

/**
 * Serves the disk store's files at `/uploads/*` from its folder: no directory listing, no dot
 * files (the `.tmp` work folder), no traversal (the static server resolves inside its root). An
 * image variant missing from disk is rendered from its stored image first (missing-variants.ts).
 */
async function serveFromDisk(scope: FastifyInstance, store: DiskStore): Promise<void> {
  const root = store.root;
  await store.check();
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    // The static server answers 403 for dot files, folders and traversal attempts; to a
    // client every one of them is simply a file that is not there.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(404).send({ message: 'Not found' });
    throw error;
  });
  // The static server names the file it resolved (so a document is known whatever the URL's
  // spelling); the headers are set on the reply, so that they win over those every API answer
  // gets (security-headers.ts).
  const served = new WeakMap<object, string>();
  scope.addHook('onSend', async (_request, reply) => {
    const file = served.get(reply.raw);
    if (!file) return;
    const folder = path.relative(root, file).split(path.sep)[0] ?? '';
    void reply.headers(uploadHeaders(folder, path.basename(file)));
  });
  const repairVariant = createVariantRepair(store);
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
    setHeaders(res, file) {
      served.set(res, file);
    },
    schemaHide: true,
  });
}

/**
 * Serves stored uploads at `/uploads/*`, from whichever store holds them, with the same headers:
 * `nosniff` so a file is only ever read as the type it was stored as, cached for good, documents
 * as sandboxed downloads (upload-headers.ts). A file that is not there is a 404 JSON answer.
 */
export const serveUploadsPlugin = fp(
  async (fastify) => {
    const store = fastify.uploads;
    // A scope of its own, so that its hooks and error handler only see the uploads' answers.
    await fastify.register(async (scope) => {
      if (store.kind === 'disk') await serveFromDisk(scope, store);
      else serveFromBucket(scope, store);
    });
  },
  { name: 'serve-uploads', fastify: '5.x', dependencies: ['env', 'uploads'] },
);
