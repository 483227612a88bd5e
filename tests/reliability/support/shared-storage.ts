import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import type { S3Settings } from '../../../api-server/src/uploads/store-settings';
import { REFERENCED_UPLOADS_SQL, referencedUploadsOf } from './uploads';

/** Stored paths begin with this; the rest (`images/x.jpg`) is what these helpers speak of. */
const URL_ROOT = 'uploads/';

/**
 * What API processes share beyond their own machine: the PostgreSQL database and the bucket. Read
 * directly, not through the API, to compare what is stored with what rows refer to.
 */
export interface SharedStorage {
  /** Every upload object in the bucket (under the settings' prefix), as `images/x.jpg`, sorted. */
  listObjects(): Promise<string[]>;
  /** Every upload file a row refers to, with image variants, as `images/x.jpg`. */
  referenced(): Promise<Set<string>>;
  /** Objects no row refers to (left by a save that never committed), sorted. */
  orphans(): Promise<string[]>;
  /** The bucket key of `images/x.jpg`. */
  keyOf(file: string): string;
  close(): Promise<void>;
}

export function sharedStorage(databaseUrl: string, settings: S3Settings): SharedStorage {
  const client = new S3Client({
    endpoint: settings.endpoint ?? undefined,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const keyOf = (file: string) => `${settings.prefix}${URL_ROOT}${file}`;
  const storage: SharedStorage = {
    async listObjects() {
      const files: string[] = [];
      const prefix = keyOf('');
      const pages = paginateListObjectsV2({ client }, { Bucket: settings.bucket, Prefix: prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) files.push(object.Key.slice(prefix.length));
        }
      }
      return files.sort();
    },
    async referenced() {
      const { rows } = await pool.query<{ p: string | null }>(REFERENCED_UPLOADS_SQL);
      return referencedUploadsOf(rows);
    },
    async orphans() {
      // The objects first: a save that commits between the two reads is then not taken for one.
      const objects = await storage.listObjects();
      const referenced = await storage.referenced();
      return objects.filter((file) => !referenced.has(file));
    },
    keyOf,
    async close() {
      client.destroy();
      await pool.end();
    },
  };
  return storage;
}
