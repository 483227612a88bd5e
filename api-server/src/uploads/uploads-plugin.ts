import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from './file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are stored (UPLOADS_STORE): routes, the seed and the sweep go through it. */
    uploads: FileStore;
  }
}

/**
 * Builds the upload store the configuration names, once, as `fastify.uploads`, and closes it with
 * the app. Nothing else chooses between the disk and a bucket, except how files are served.
 */
export const uploadsPlugin = fp(
  (fastify, _opts, done) => {
    const store = createFileStore(fastify.config, fastify.log);
    fastify.decorate<FileStore>('uploads', store);
    fastify.addHook('onClose', async () => {
      await store.close();
    });
    done();
  },
  { name: 'uploads', fastify: '5.x', dependencies: ['env'] },
);
