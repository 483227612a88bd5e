import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createS3Client, statusOf } from '../uploads/s3-client';
import { md5Of } from '../uploads/s3-store';
import type { S3Settings } from '../uploads/store-settings';
import { MANIFEST, readManifest } from './manifest';
import { parseStatus, STATUS_FILE, timeOfBackup, type BackupEntry } from './names';
import type { BackupTarget } from './target';

/**
 * Backups in a bucket, under `<prefix><name>/`. Every part goes up with its Content-MD5 (the
 * bucket refuses changed bytes) and is checked by its size afterwards; the manifest goes last, so
 * a backup killed on the way has no manifest and is not listed as one.
 */
export function createS3Target(settings: S3Settings): BackupTarget {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (relative: string) => `${settings.prefix}${relative}`;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: keyOf(prefix) })) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    return keys;
  }

  async function putFile(Key: string, file: string): Promise<void> {
    const { size } = await fs.stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentMD5: await md5Of(file),
      }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
    if (head.ContentLength !== size)
      throw new Error(`${Key}: the bucket holds ${head.ContentLength} bytes, not ${size}`);
  }

  async function readText(Key: string): Promise<string | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
      return (await answer.Body?.transformToString('utf8')) ?? null;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** Every backup folder under the prefix, and whether it has its manifest. */
  async function backupsIn(): Promise<(BackupEntry & { complete: boolean })[]> {
    const found: (BackupEntry & { complete: boolean })[] = [];
    const pages = paginateListObjectsV2(
      { client },
      { Bucket, Prefix: settings.prefix, Delimiter: '/' },
    );
    for await (const page of pages) {
      for (const { Prefix } of page.CommonPrefixes ?? []) {
        const name = (Prefix ?? '').slice(settings.prefix.length, -1);
        const takenAt = timeOfBackup(name);
        if (!takenAt) continue;
        const complete = (await readText(keyOf(`${name}/${MANIFEST}`))) !== null;
        found.push({ name, takenAt, complete });
      }
    }
    return found;
  }

  async function removeBackup(name: string): Promise<void> {
    // The manifest first: a removal cut short leaves a backup that no longer looks complete.
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(`${name}/${MANIFEST}`) }));
    for (const Key of await keysUnder(`${name}/`)) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    }
  }

  return {
    location: `s3://${Bucket}/${settings.prefix}`,
    async put(local, name) {
      const manifest = await readManifest(local);
      for (const file of manifest.files) {
        await putFile(keyOf(`${name}/${file.path}`), path.join(local, ...file.path.split('/')));
      }
      await putFile(keyOf(`${name}/${MANIFEST}`), path.join(local, MANIFEST));
    },
    async list() {
      const found = await backupsIn();
      return found
        .filter((entry) => entry.complete)
        .map(({ name, takenAt }) => ({ name, takenAt }));
    },
    remove: removeBackup,
    async removeStale(olderThan) {
      for (const entry of await backupsIn()) {
        if (!entry.complete && entry.takenAt < olderThan) await removeBackup(entry.name);
      }
    },
    async readStatus() {
      return parseStatus(await readText(keyOf(STATUS_FILE)));
    },
    async writeStatus(status) {
      const body = JSON.stringify(status, null, 2);
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(STATUS_FILE), Body: body }));
    },
    async fetch(name) {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
      const prefix = keyOf(`${name}/`);
      for (const Key of await keysUnder(`${name}/`)) {
        const target = path.join(folder, ...Key.slice(prefix.length).split('/'));
        if (!target.startsWith(folder + path.sep)) continue;
        await fs.mkdir(path.dirname(target), { recursive: true });
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        await pipeline(answer.Body as Readable, createWriteStream(target));
      }
      return folder;
    },
  };
}
