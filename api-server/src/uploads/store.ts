import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../plugins/env';
import { KIND_FOLDERS, type AcceptedType, type UploadKind } from './file-kinds';
import { processImage, type ImageVariant } from './images';
import { receiveToFile } from './receive';

export type { UploadKind } from './file-kinds';
export type { ImageVariant } from './images';

type UploadConfig = Pick<AppConfig, 'uploadDir'>;

/** A stored file: its path relative to the API host (`uploads/images/<random>.jpg`). */
export interface StoredUpload {
  path: string;
  kind: UploadKind;
}

/** Stored paths start with this; the rest is relative to `config.uploadDir`. */
const URL_ROOT = 'uploads';
const TEMP_FOLDER = '.tmp';
/** Every WebP variant an image is stored with. */
export const VARIANTS: readonly ImageVariant[] = ['card', 'medium', 'gallery'];
const STORED_PATH =
  /^uploads\/(images|videos|documents)\/[a-f0-9]{32}(-card\.webp|-medium\.webp|-gallery\.webp|\.[a-z0-9]{2,4})$/;

function randomName(): string {
  return randomBytes(16).toString('hex');
}

/** Absolute file of a stored path, or null when the path is not one this module wrote. */
function toAbsolute(config: UploadConfig, stored: string): string | null {
  if (!STORED_PATH.test(stored)) return null;
  return path.join(config.uploadDir, stored.slice(URL_ROOT.length + 1));
}

/** `uploads/images/x.jpg` → `uploads/images/x-card.webp`; other paths are returned unchanged. */
export function variantPath(stored: string, variant: ImageVariant): string;
export function variantPath(stored: string | null, variant: ImageVariant): string | null;
export function variantPath(stored: string | null, variant: ImageVariant): string | null {
  if (stored === null) return null;
  if (!stored.startsWith(`${URL_ROOT}/images/`) || !stored.endsWith('.jpg')) return stored;
  return `${stored.slice(0, -'.jpg'.length)}-${variant}.webp`;
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

/**
 * A file received into `<uploadDir>/.tmp`: typed by content and within its kind's size limit, but
 * not yet decoded nor in place. `path` is where `completeUpload` will put it.
 */
export interface ReceivedUpload extends StoredUpload {
  name: string;
  ext: AcceptedType['ext'];
  isImage: boolean;
  temp: string;
}

/**
 * Receives one upload from a stream into the work folder: type by content, size limit per kind,
 * random name. Cheap (no decoding), so that a form is checked whole before its images are
 * decoded. A failure removes the partial file. Throws HttpError 400 (empty), 413 or 415.
 */
export async function receiveStream(
  config: UploadConfig,
  source: Readable,
  allowed: readonly UploadKind[],
): Promise<ReceivedUpload> {
  const tempDir = path.join(config.uploadDir, TEMP_FOLDER);
  await fs.mkdir(tempDir, { recursive: true });
  const name = randomName();
  const temp = path.join(tempDir, `${name}.upload`);
  try {
    const { kind, ext, isImage } = await receiveToFile(source, temp, allowed);
    const storedPath = `${URL_ROOT}/${KIND_FOLDERS[kind]}/${name}.${ext}`;
    return { path: storedPath, kind, name, ext, isImage, temp };
  } catch (error) {
    await removeQuietly(temp);
    throw error;
  }
}

/**
 * Puts a received upload in place: images re-encoded with their WebP variants (images.ts), other
 * files as they are. Everything is written under `.tmp` and renamed into place at the end (same
 * file system, so each rename is atomic); any failure removes what was written, and the received
 * file goes in every case. Throws HttpError 413 (an image of too many pixels) or 415 (an image
 * that cannot be decoded).
 */
export async function completeUpload(
  config: UploadConfig,
  received: ReceivedUpload,
): Promise<StoredUpload> {
  const { name, ext, kind, temp } = received;
  const tempDir = path.dirname(temp);
  const finalDir = path.join(config.uploadDir, KIND_FOLDERS[kind]);
  const fileName = `${name}.${ext}`;
  const written: string[] = [];
  const moves: { from: string; to: string }[] = [];
  try {
    await fs.mkdir(finalDir, { recursive: true });
    if (received.isImage) {
      const main = path.join(tempDir, fileName);
      const variants: Partial<Record<ImageVariant, string>> = {};
      if (kind === 'image') {
        for (const variant of VARIANTS)
          variants[variant] = path.join(tempDir, `${name}-${variant}.webp`);
      }
      written.push(main, ...Object.values(variants));
      await processImage(temp, { main, variants });
      // Variants first, the main file last: a half-finished move never leaves a main file whose
      // variants are missing.
      for (const file of [...Object.values(variants), main]) {
        moves.push({ from: file, to: path.join(finalDir, path.basename(file)) });
      }
    } else {
      moves.push({ from: temp, to: path.join(finalDir, fileName) });
    }
    for (const move of moves) {
      await fs.rename(move.from, move.to);
      written.push(move.to);
    }
    return { path: received.path, kind };
  } catch (error) {
    await Promise.all(written.map(removeQuietly));
    throw error;
  } finally {
    await removeQuietly(temp);
  }
}

/** Removes received uploads, whether completed (with their variants) or still in `.tmp`. */
export async function discardUploads(
  config: UploadConfig,
  received: readonly ReceivedUpload[],
): Promise<void> {
  await Promise.all(received.map((upload) => removeQuietly(upload.temp)));
  await removeUploads(
    config,
    received.map((upload) => upload.path),
  );
}

/** Receives and completes one upload at once (the demo seed). */
export async function storeStream(
  config: UploadConfig,
  source: Readable,
  allowed: readonly UploadKind[],
): Promise<StoredUpload> {
  return completeUpload(config, await receiveStream(config, source, allowed));
}

/** Deletes stored files and their image variants; ignores null, foreign and missing paths. */
export async function removeUploads(
  config: UploadConfig,
  paths: Iterable<string | null | undefined>,
): Promise<void> {
  const files: string[] = [];
  for (const stored of paths) {
    if (!stored) continue;
    const candidates = [stored, ...VARIANTS.map((variant) => variantPath(stored, variant))];
    for (const candidate of new Set(candidates)) {
      const absolute = toAbsolute(config, candidate);
      if (absolute) files.push(absolute);
    }
  }
  await Promise.all(files.map(removeQuietly));
}
