import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PROPERTY_SITEMAP_PAGE_SIZE } from 'shared-api/contract';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { PROPERTY_NOT_FOUND, propertyService } from '../../services/properties';
import { propertyShareImages } from '../../services/share-images';
import { errorResponses } from '../schemas';
import { SHARE_IMAGE_ANSWER, sendShareImage } from '../share-image-answer';
import { propertySitemapSchema, sitemapQuerySchema } from './schemas';

/** A property id as the pages write it: digits without a leading zero, a safe integer. */
function propertyIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * GET {id}/share-image and sitemap: what search engines and link previews read of the public
 * properties (decision 088).
 */
export const propertyPreviewRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const properties = propertyService(fastify);
  const shareImages = propertyShareImages(fastify);
  const tags = ['properties'];

  fastify.get(
    '/:id/share-image',
    {
      schema: {
        tags,
        summary: 'The link-preview image of a property (public)',
        description:
          `The first photo (or a drawn placeholder) with the project name, the price in words and ` +
          `the city on a dark band, and the broker's name in a corner. ${SHARE_IMAGE_ANSWER} ` +
          'Made again when the property changes. 404 for any id that is not a property’s.',
        params: z.object({ id: z.string().describe('The property id') }),
        querystring: z.object({
          v: z
            .string()
            .optional()
            .describe(
              'Ignored: the pages put the property’s updated_at here, a new URL per version',
            ),
        }),
        response: errorResponses(404, 503),
      },
    },
    async (request, reply) => {
      const id = propertyIdOf(request.params.id);
      const image = id === null ? null : await shareImages.find(id);
      if (!image) throw httpError(404, PROPERTY_NOT_FOUND);
      return sendShareImage(request, reply, image);
    },
  );

  fastify.get(
    '/sitemap',
    {
      schema: {
        tags,
        summary: 'A page of the properties a visitor can open, for the sitemap (public)',
        description:
          `Every property the public list and detail read show, in id order, ` +
          `${PROPERTY_SITEMAP_PAGE_SIZE.toLocaleString('en')} a page (a sitemap file's limit); ` +
          '`total` counts them all. `image` is the stored path of the first photo. A page past ' +
          'the end is empty.',
        querystring: sitemapQuerySchema,
        response: { 200: propertySitemapSchema, ...errorResponses(400) },
      },
    },
    (request) => properties.sitemapPage(request.query.page),
  );
  done();
};
