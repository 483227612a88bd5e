import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../src/plugins/env';
import type { S3Settings } from '../../src/uploads/store-settings';

/**
 * What a store holds, read straight from the disk or through a client of its own (not the API's
 * store code), so that tests of either store check the same things.
 */
type StoreConfig = Pick<AppConfig, 'uploadDir' | 'uploadStore'>;

export function testClient(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function withClient<T>(settings: S3Settings, use: (client: S3Client) => Promise<T>) {
  const client = testClient(settings);
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

/** Every key under the settings' prefix and `uploads/`, as `images/x.jpg`. */
async function listKeys(settings: S3Settings): Promise<string[]> {
  const root = `${settings.prefix}uploads/`;
  return withClient(settings, async (client) => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: settings.bucket,
          Prefix: root,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) keys.push((object.Key ?? '').slice(root.length));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  });
}

/** Every stored file, relative to the upload root (`images/x.jpg`), sorted; not the work folder. */
export async function storedFiles(config: StoreConfig): Promise<string[]> {
  if (config.uploadStore.kind === 's3') return (await listKeys(config.uploadStore)).sort();
  const root = config.uploadDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.tmp`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A stored file's bytes (`uploads/images/x.jpg`), or null. */
export async function readStored(config: StoreConfig, stored: string): Promise<Buffer | null> {
  const settings = config.uploadStore;
  if (settings.kind === 'disk') {
    const file = path.join(config.uploadDir, stored.replace(/^uploads\//, ''));
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  return withClient(settings, async (client) => {
    try {
      const out = await client.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${stored}` }),
      );
      return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  });
}

export async function isStored(config: StoreConfig, stored: string): Promise<boolean> {
  return (await readStored(config, stored)) !== null;
}

/** Deletes a stored file behind the API's back (a file lost, or stored before a variant existed). */
export async function deleteStored(config: StoreConfig, stored: string): Promise<void> {
  const settings = config.uploadStore;
  if (settings.kind === 'disk') {
    fs.rmSync(path.join(config.uploadDir, stored.replace(/^uploads\//, '')));
    return;
  }
  await withClient(settings, (client) =>
    client.send(
      new DeleteObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${stored}` }),
    ),
  );
}
