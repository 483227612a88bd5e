import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShareImage } from '../services/share-images';

/**
 * An hour: link-preview crawlers and CDNs may keep a share image that long. The pages name the
 * version in the URL (`?v=<updated_at>`), so a changed property's new image is fetched at once
 * by anyone who reads the new page; the ETag makes a check after the hour cheap.
 */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** The answer, as the API documentation describes it. */
export const SHARE_IMAGE_ANSWER =
  `\`image/jpeg\`, 1200 × 630 and at most 300 KB, with \`Cache-Control: ${SHARE_IMAGE_CACHE_CONTROL}\` ` +
  'and an ETag (`If-None-Match` is answered 304).';

/** True when an If-None-Match header names this ETag (or `*`); weak tags compare as strong. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers a share image: 304 without making it when the client has this version, else the JPEG.
 * The caching headers replace the API's `no-store` (plugins/security-headers.ts) on these two
 * answers only: the images carry nothing private.
 */
export async function sendShareImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ShareImage,
): Promise<FastifyReply> {
  const headers = { 'cache-control': SHARE_IMAGE_CACHE_CONTROL, etag: image.etag };
  if (matches(request.headers['if-none-match'], image.etag)) {
    return reply.code(304).headers(headers).send();
  }
  // Loaded before any header is set: an error (503 when busy) must keep the API's `no-store`.
  const body = await image.load();
  return reply.headers(headers).type('image/jpeg').send(body);
}
