import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from './file-store';
import { sweepOrphanUploads } from './sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are stored (UPLOADS_STORE): routes, the seed and the sweep go through it. */
    uploads: FileStore;
  }
}

/**
 * Builds the upload store the configuration names, once, as `fastify.uploads`, and closes it with
 * the app. Nothing else chooses between the disk and a bucket, except how files are served. On
 * shared uploads it also sweeps orphaned files every `orphanSweepEveryMs` (uploads/sweep.ts).
 */
export const uploadsPlugin = fp(
  (fastify, _opts, done) => {
    const store = createFileStore(fastify.config, fastify.log);
    fastify.decorate<FileStore>('uploads', store);
    const { orphanSweepEveryMs, orphanUploadMinAgeMs } = fastify.config;
    // The start-up sweep runs in server.ts, before the app listens; this one keeps running.
    const timer =
      orphanSweepEveryMs > 0
        ? setInterval(() => {
            sweepOrphanUploads(fastify.db, store, { minAgeMs: orphanUploadMinAgeMs }).then(
              (removed) => {
                if (removed > 0) {
                  fastify.log.info(
                    { files: removed },
                    'removed upload files of an interrupted save',
                  );
                }
              },
              (error: unknown) => fastify.log.error({ err: error }, 'upload sweep failed'),
            );
          }, orphanSweepEveryMs).unref()
        : null;
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await store.close();
    });
    done();
  },
  { name: 'uploads', fastify: '5.x', dependencies: ['env', 'db'] },
);
