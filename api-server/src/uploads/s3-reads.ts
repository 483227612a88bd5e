import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { statusOf } from './s3-client';
import { isStoredPath } from './stored-paths';

/** What a read asks of an object (serve-s3.ts turns HTTP headers into this). */
export interface ObjectRequest {
  range?: { start: number; end?: number };
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

export interface ObjectHead {
  size: number;
  etag?: string;
  lastModified?: Date;
}

export type ObjectAnswer =
  | { status: 'found'; body: Readable; length: number; contentRange?: string; head: ObjectHead }
  | { status: 'missing' | 'not-modified' | 'unsatisfiable' };

export interface S3Reads {
  head: (stored: string) => Promise<ObjectHead | null>;
  open: (stored: string, request: ObjectRequest) => Promise<ObjectAnswer>;
  read: (stored: string) => Promise<Buffer | null>;
}

/**
 * Reads of stored objects: a stored path that is not one (stored-paths.ts) is simply missing, and
 * so is an object the bucket does not have. Range and conditions are the bucket's to answer.
 */
export function createS3Reads(
  client: S3Client,
  Bucket: string,
  keyOf: (stored: string) => string,
): S3Reads {
  async function head(stored: string): Promise<ObjectHead | null> {
    if (!isStoredPath(stored)) return null;
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(stored) }));
      return { size: out.ContentLength ?? 0, etag: out.ETag, lastModified: out.LastModified };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async function open(stored: string, request: ObjectRequest): Promise<ObjectAnswer> {
    if (!isStoredPath(stored)) return { status: 'missing' };
    const { range } = request;
    try {
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(stored),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          IfNoneMatch: request.ifNoneMatch,
          IfModifiedSince: request.ifModifiedSince,
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('The bucket answered without a body');
      const length = out.ContentLength ?? 0;
      const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
      const objectHead = {
        size: total ? Number(total) : length,
        etag: out.ETag,
        lastModified: out.LastModified,
      };
      const { ContentRange: contentRange } = out;
      return { status: 'found', body: out.Body, length, contentRange, head: objectHead };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return { status: 'missing' };
      if (status === 304) return { status: 'not-modified' };
      if (status === 416) return { status: 'unsatisfiable' };
      throw error;
    }
  }

  return {
    head,
    open,
    async read(stored) {
      const answer = await open(stored, {});
      if (answer.status !== 'found') return null;
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
