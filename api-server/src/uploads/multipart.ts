import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from 'shared-api/contract';

/**
 * Multipart parsing for the upload routes. The per-kind limits are enforced while storing (with a
 * message naming the kind); busboy's own cap sits one byte above the largest of them, as a
 * backstop that never fires first.
 */
export const multipartPlugin = fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: {
        fileSize: Math.max(...Object.values(UPLOAD_LIMITS)) + 1,
        // Six images, a video and one file per sanction with room to spare.
        files: 40,
        // Draft fields, JSON texts and lists; 64 KB covers a pasted map embed many times over.
        fields: 200,
        fieldSize: 64 * 1024,
        parts: 250,
      },
    });
  },
  { name: 'multipart', fastify: '5.x' },
);
