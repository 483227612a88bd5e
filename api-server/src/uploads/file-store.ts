import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../plugins/env';
import { createDiskStore, type DiskStore } from './disk-store';
import { createS3Store, type S3Store } from './s3-store';

/** A stored file as the sweep sees it. */
export interface StoredFileInfo {
  /** Its stored path, `uploads/<folder>/<name>`. */
  path: string;
  /** When it was last written, by the store's clock (milliseconds since the epoch). */
  modifiedMs: number;
}

/** Where the stores' warnings go (a delete or a variant rendering that failed). */
export type UploadLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Where stored uploads live. Routes, the seed and the sweep use only this, never knowing which
 * store it is; only serving differs (serve-uploads.ts). Every method takes stored paths
 * (`uploads/images/<random>.jpg`) and ignores any path that is not one (stored-paths.ts).
 */
export interface FileStoreBase {
  /** For messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The work folder on this machine, where uploads are received before they are stored. */
  readonly workDir: string;
  readonly log: UploadLog;
  /** Moves a file of the work folder into the store at a stored path. */
  putFile(stored: string, file: string): Promise<void>;
  /** Writes content at a stored path; readers never see part of it. */
  putBuffer(stored: string, content: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored there. */
  read(stored: string): Promise<Buffer | null>;
  exists(stored: string): Promise<boolean>;
  /** Deletes stored files; nothing stored at a path is no error. Throws when one could not go. */
  remove(stored: readonly string[]): Promise<void>;
  /** Every file in the store's folders (the sweep decides which are orphans). */
  list(): AsyncIterable<StoredFileInfo>;
  /** Throws an error naming the store and the cause when it cannot be used (checked at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export type FileStore = DiskStore | S3Store;

/** Before the app's logger exists (the start's seed and sweep): the process's warnings. */
const processWarnings: UploadLog = {
  warn(details: unknown, message?: string) {
    const { err, ...rest } = (details ?? {}) as { err?: unknown };
    const cause = err instanceof Error ? `: ${err.message}` : '';
    process.emitWarning(`${message ?? ''}${cause} ${JSON.stringify(rest)}`, 'UploadStoreWarning');
  },
};

/** The store UPLOADS_STORE names, built once (the uploads plugin decorates the app with it). */
export function createFileStore(
  config: Pick<AppConfig, 'uploadDir' | 'uploadStore'>,
  log: UploadLog = processWarnings,
): FileStore {
  const settings = config.uploadStore;
  if (settings.kind === 's3') return createS3Store(settings, config.uploadDir, log);
  return createDiskStore(config.uploadDir, log);
}
