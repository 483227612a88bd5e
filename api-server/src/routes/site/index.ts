import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { siteShareImage } from '../../services/share-images';
import { SHARE_IMAGE_ANSWER, sendShareImage } from '../share-image-answer';

/** GET /api/site/share-image: the link-preview image of the site's pages other than a property's. */
export const siteRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const image = siteShareImage(fastify.config);

  fastify.get(
    '/share-image',
    {
      schema: {
        tags: ['site'],
        summary: 'The link-preview image of the site (public)',
        description:
          `The broker's name and tagline (the site configuration) on the placeholder picture. ` +
          SHARE_IMAGE_ANSWER,
      },
    },
    async (request, reply) => sendShareImage(request, reply, image),
  );
  done();
};
