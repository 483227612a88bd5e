import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';
import { KIND_FOLDERS, type AcceptedType, type UploadKind } from './file-kinds';
import { processImage } from './images';
import { receiveToFile } from './receive';
import { URL_ROOT, variantPath, VARIANTS, withVariants } from './stored-paths';

export type { FileStore } from './file-store';
export type { UploadKind } from './file-kinds';
export type { ImageVariant } from './images';
export { variantPath, VARIANTS } from './stored-paths';

/** A stored file: its path relative to the API host (`uploads/images/<random>.jpg`). */
export interface StoredUpload {
  path: string;
  kind: UploadKind;
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

/**
 * A file received into the store's work folder on this machine: typed by content and within its
 * kind's size limit, but not yet decoded nor stored. `path` is where `completeUpload` puts it.
 */
export interface ReceivedUpload extends StoredUpload {
  name: string;
  ext: AcceptedType['ext'];
  isImage: boolean;
  temp: string;
  /** Set by `completeUpload` once the file is in the store. */
  completed?: boolean;
}

/**
 * Receives one upload from a stream into the work folder: type by content, size limit per kind,
 * random name. Cheap (no decoding), so that a form is checked whole before its images are
 * decoded. A failure removes the partial file. Throws HttpError 400 (empty), 413 or 415.
 */
export async function receiveStream(
  store: FileStore,
  source: Readable,
  allowed: readonly UploadKind[],
): Promise<ReceivedUpload> {
  await fs.mkdir(store.workDir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const temp = path.join(store.workDir, `${name}.upload`);
  try {
    const { kind, ext, isImage } = await receiveToFile(source, temp, allowed);
    const storedPath = `${URL_ROOT}/${KIND_FOLDERS[kind]}/${name}.${ext}`;
    return { path: storedPath, kind, name, ext, isImage, temp };
  } catch (error) {
    await removeQuietly(temp);
    throw error;
  }
}

/** Runs every put, then throws the first failure: nothing is still being written afterwards. */
async function putAll(puts: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(puts)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Puts a received upload in the store: images re-encoded with their WebP variants (images.ts),
 * other files as they are. The variants go first and the main file last, so a half-finished save
 * never leaves a main file whose variants are missing; any failure removes what was stored, and
 * the received file goes in every case. Throws HttpError 413 (an image of too many pixels) or
 * 415 (an image that cannot be decoded).
 */
export async function completeUpload(
  store: FileStore,
  received: ReceivedUpload,
): Promise<StoredUpload> {
  const { kind, temp } = received;
  const stored = received.path;
  try {
    if (received.isImage) {
      const image = await processImage(temp, kind === 'image' ? VARIANTS : []);
      await putAll(
        image.variants.map(([variant, content]) =>
          store.putBuffer(variantPath(stored, variant), content),
        ),
      );
      await store.putBuffer(stored, image.main);
    } else {
      await store.putFile(stored, temp);
    }
    received.completed = true;
    return { path: stored, kind };
  } catch (error) {
    await removeUploads(store, [stored]);
    throw error;
  } finally {
    await removeQuietly(temp);
  }
}

/**
 * Removes received uploads, whether completed (with their variants) or still received only. Only
 * completed ones are deleted from the store (a failed completion removed its own files): a form
 * refused before its files were completed costs a bucket no requests.
 */
export async function discardUploads(
  store: FileStore,
  received: readonly ReceivedUpload[],
): Promise<void> {
  await Promise.all(received.map((upload) => removeQuietly(upload.temp)));
  await removeUploads(
    store,
    received.filter((upload) => upload.completed).map((upload) => upload.path),
  );
}

/** Receives and completes one upload at once (the demo seed). */
export async function storeStream(
  store: FileStore,
  source: Readable,
  allowed: readonly UploadKind[],
): Promise<StoredUpload> {
  return completeUpload(store, await receiveStream(store, source, allowed));
}

/**
 * Deletes stored files and their image variants; ignores null, foreign and missing paths. Never
 * throws: it runs after a commit (the files are leftovers of a change already made) or while
 * another error is on its way. A file that could not go is logged, and the sweep takes it.
 */
export async function removeUploads(
  store: FileStore,
  paths: Iterable<string | null | undefined>,
): Promise<void> {
  const files: string[] = [];
  for (const stored of paths) if (stored) files.push(...withVariants(stored));
  if (files.length === 0) return;
  await store.remove(files).catch((error: unknown) => {
    store.log.warn({ err: error, files }, 'could not delete upload files; the sweep will');
  });
}
