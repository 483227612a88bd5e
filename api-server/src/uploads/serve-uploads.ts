import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { createVariantRepair } from './missing-variants';

/** A year: stored names are random and never reused, so a file at a URL never changes. */
const ONE_YEAR_SECONDS = 31_536_000;

/** Headers of every stored file: read only as the type it was stored as, and cached for good. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
};

/**
 * Headers of a document (a sanction letter: a PDF, or a scan in `documents/`). A PDF can carry
 * scripts (`/OpenAction`) that a browser's viewer runs when the file opens inline at the API's
 * origin; so it is a download, and a sandbox (no scripts, no plugins, a unique origin) should a
 * browser render it anyway.
 */
const DOCUMENT_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/** Documents: the `documents/` folder, and any PDF wherever it lies. */
function isDocument(root: string, file: string): boolean {
  return path.relative(root, file).split(path.sep)[0] === 'documents' || /\.pdf$/i.test(file);
}

/**
 * The disposition, named (OWASP ASVS 5.0 V5.4.1) by the stored name: ours and random hex, never
 * the client's, yet kept to safe characters regardless (V5.4.2).
 */
function dispositionOf(type: 'inline' | 'attachment', file: string): string {
  const name = path.basename(file).replace(/[^A-Za-z0-9._-]/g, '_');
  return `${type}; filename="${name}"`;
}

/**
 * Serves stored uploads at `/uploads/*` from `config.uploadDir`: no directory listing, no dot
 * files (the `.tmp` work folder), no traversal (the static server resolves inside its root),
 * `nosniff` so a file is only ever read as the type it was stored as, and cached for good. Images
 * and videos are shown inline by the pages; documents are downloads (`DOCUMENT_HEADERS`). An
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
      // The static server names the file it resolved (so a document is known whatever the URL's
      // spelling); the headers are set on the reply, so that they win over those every API
      // answer gets (security-headers.ts).
      const served = new WeakMap<object, string>();
      scope.addHook('onSend', async (_request, reply) => {
        const file = served.get(reply.raw);
        if (!file) return;
        if (isDocument(root, file)) {
          void reply.headers({
            ...FILE_HEADERS,
            ...DOCUMENT_HEADERS,
            'content-disposition': dispositionOf('attachment', file),
          });
        } else {
          void reply.headers({
            ...FILE_HEADERS,
            'content-disposition': dispositionOf('inline', file),
          });
        }
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
        setHeaders(res, file) {
          served.set(res, file);
        },
        schemaHide: true,
      });
    });
  },
  { name: 'serve-uploads', fastify: '5.x', dependencies: ['env'] },
);
