import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { FileStoreBase, StoredFileInfo, UploadLog } from './file-store';
import { createS3Client, describeError, isRetryable } from './s3-client';
import { createS3Reads, type S3Reads } from './s3-reads';
import type { S3Settings } from './store-settings';
import { contentTypeOf, isStoredPath, URL_ROOT } from './stored-paths';

export interface S3Store extends FileStoreBase, Pick<S3Reads, 'head' | 'open'> {
  readonly kind: 's3';
}

/** A put streams its file, which the SDK cannot send twice: its retries are ours. */
const PUT_ATTEMPTS = 3;
/** Deletes sent at once. */
const DELETES_AT_ONCE = 8;

/** Base64 MD5 of a file: the Content-MD5 a bucket checks a put against. */
export async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('base64');
}

/**
 * Stored files as objects of one bucket, keyed `<S3_PREFIX><stored path>`. A put is whole or
 * absent (S3 never shows part of an object) and carries its Content-MD5, so the bucket refuses
 * bytes changed on the way. Uploads are still received on this machine, in `workDir`.
 */
export function createS3Store(
  settings: S3Settings,
  uploadDir: string,
  log: UploadLog,
  options: { listPageSize?: number } = {},
): S3Store {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const location = `s3://${Bucket}/${settings.prefix}`;
  const keyOf = (stored: string) => `${settings.prefix}${stored}`;
  const { head, open, read } = createS3Reads(client, Bucket, keyOf);

  function requireKey(stored: string): string {
    if (!isStoredPath(stored)) throw new Error(`Not a stored upload path: ${stored}`);
    return keyOf(stored);
  }

  async function putFile(stored: string, file: string): Promise<void> {
    const Key = requireKey(stored);
    const { size } = await fs.stat(file);
    const ContentMD5 = await md5Of(file);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentMD5,
            ContentType: contentTypeOf(stored),
          }),
        );
        return;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  return {
    kind: 's3',
    location,
    workDir: path.join(uploadDir, '.tmp'),
    log,
    head,
    open,
    async putFile(stored, file) {
      await putFile(stored, file);
      await fs.rm(file, { force: true });
    },
    async putBuffer(stored, content) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: requireKey(stored),
          Body: content,
          ContentLength: content.length,
          ContentMD5: createHash('md5').update(content).digest('base64'),
          ContentType: contentTypeOf(stored),
        }),
      );
    },
    read,
    async exists(stored) {
      return (await head(stored)) !== null;
    },
    async remove(stored) {
      const keys = [...new Set(stored.filter(isStoredPath).map(keyOf))];
      const failures: unknown[] = [];
      for (let index = 0; index < keys.length; index += DELETES_AT_ONCE) {
        const batch = keys.slice(index, index + DELETES_AT_ONCE);
        const results = await Promise.allSettled(
          batch.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
        for (const result of results)
          if (result.status === 'rejected') failures.push(result.reason);
      }
      if (failures.length > 0) {
        throw new Error(
          `Could not delete ${failures.length} of ${keys.length} objects from ${location}: ${describeError(failures[0])}`,
        );
      }
    },
    async *list(): AsyncIterable<StoredFileInfo> {
      const pages = paginateListObjectsV2(
        { client, pageSize: options.listPageSize ?? 1000 },
        { Bucket, Prefix: keyOf(`${URL_ROOT}/`) },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const stored = object.Key?.slice(settings.prefix.length) ?? '';
          if (!isStoredPath(stored) || !object.LastModified) continue;
          yield { path: stored, modifiedMs: object.LastModified.getTime() };
        }
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
        throw new Error(
          `The upload bucket ${location} at ${where} cannot be used: ${describeError(error)}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the credentials.`,
        );
      }
    },
    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
