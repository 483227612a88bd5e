import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { absoluteRange, parseRange } from './byte-range';
import { createVariantRepair } from './missing-variants';
import type { ObjectAnswer, ObjectHead } from './s3-reads';
import type { S3Store } from './s3-store';
import { contentTypeOf, isStoredPath } from './stored-paths';
import { uploadHeaders } from './upload-headers';

type UploadRequest = FastifyRequest<{ Params: { '*': string } }>;

const NOT_FOUND = { message: 'Not found' };

function validators(head: ObjectHead): Record<string, string> {
  return {
    ...(head.etag ? { etag: head.etag } : {}),
    ...(head.lastModified ? { 'last-modified': head.lastModified.toUTCString() } : {}),
  };
}

function modifiedSince(request: FastifyRequest): Date | undefined {
  const date = new Date(request.headers['if-modified-since'] ?? '');
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Serves the bucket's objects at `/uploads/*`, streamed through the API with the headers the disk
 * store's files get (upload-headers.ts), a single byte range (videos seek with them), and
 * conditional reads answered by the bucket. Only stored-path-shaped URLs reach the bucket.
 */
export function serveFromBucket(scope: FastifyInstance, store: S3Store): void {
  const repairVariant = createVariantRepair(store);

  /** Reads once more after a missing image variant is rendered from its stored image. */
  async function withRepair<T>(
    url: string,
    read: () => Promise<T | null>,
    missing: (value: T | null) => boolean,
  ): Promise<T | null> {
    const first = await read();
    if (!missing(first) || !(await repairVariant(url))) return first;
    return read();
  }

  const headOf = (stored: string) =>
    withRepair(
      `/${stored}`,
      () => store.head(stored),
      (head) => head === null,
    );

  async function answerHead(
    request: UploadRequest,
    reply: FastifyReply,
    stored: string,
    headers: object,
  ) {
    const head = await headOf(stored);
    if (!head) return reply.code(404).send(NOT_FOUND);
    const range = parseRange(request.headers.range);
    const span = range && range !== 'unsatisfiable' ? absoluteRange(range, head.size) : null;
    if (range === 'unsatisfiable' || (range && !span)) {
      return reply.code(416).header('content-range', `bytes */${head.size}`).send();
    }
    return reply
      .code(span ? 206 : 200)
      .headers({
        ...headers,
        'content-type': contentTypeOf(stored),
        'content-length': String(span ? span.end - span.start + 1 : head.size),
        ...(span ? { 'content-range': `bytes ${span.start}-${span.end}/${head.size}` } : {}),
        ...validators(head),
      })
      .send();
  }

  async function answerGet(
    request: UploadRequest,
    reply: FastifyReply,
    stored: string,
    headers: object,
  ) {
    const url = `/${stored}`;
    let range = parseRange(request.headers.range);
    if (range !== null && range !== 'unsatisfiable' && 'suffix' in range) {
      // Made absolute here: not every S3-compatible server reads `bytes=-500`.
      const head = await headOf(stored);
      if (!head) return reply.code(404).send(NOT_FOUND);
      range = absoluteRange(range, head.size) ?? 'unsatisfiable';
    }
    const answer =
      range === 'unsatisfiable'
        ? ({ status: 'unsatisfiable' } as const)
        : await withRepair<ObjectAnswer>(
            url,
            () =>
              store.open(stored, {
                ...(range ? { range } : {}),
                ifNoneMatch: request.headers['if-none-match'],
                ifModifiedSince: modifiedSince(request),
              }),
            (value) => value?.status === 'missing',
          );
    switch (answer?.status) {
      case 'found':
        return reply
          .code(answer.contentRange && range ? 206 : 200)
          .headers({
            ...headers,
            'content-type': contentTypeOf(stored),
            'content-length': String(answer.length),
            ...(answer.contentRange && range ? { 'content-range': answer.contentRange } : {}),
            ...validators(answer.head),
          })
          .send(answer.body);
      case 'not-modified': {
        // The bucket matched the one tag asked for: it is this file's.
        const etag = request.headers['if-none-match'];
        const sameTag = etag && /^(W\/)?"[^",]*"$/.test(etag) ? { etag } : {};
        return reply
          .code(304)
          .headers({ ...headers, ...sameTag })
          .send();
      }
      case 'unsatisfiable': {
        const head = await store.head(stored);
        if (!head) return reply.code(404).send(NOT_FOUND);
        return reply
          .code(416)
          .header('content-range', `bytes */${head.size}`)
          .send({ message: 'The requested range is not satisfiable' });
      }
      default:
        return reply.code(404).send(NOT_FOUND);
    }
  }

  scope.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const stored = `uploads/${request.params['*']}`;
      if (!isStoredPath(stored)) return reply.code(404).send(NOT_FOUND);
      const [, folder = '', name = ''] = stored.split('/');
      const headers = { 'accept-ranges': 'bytes', ...uploadHeaders(folder, name) };
      if (request.method === 'HEAD') return answerHead(request, reply, stored, headers);
      return answerGet(request, reply, stored, headers);
    },
  });
}
