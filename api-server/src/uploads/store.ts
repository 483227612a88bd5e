import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { AppConfig } from '../plugins/env';
import { KIND_FOLDERS, type UploadKind } from './file-kinds';
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
 * Stores one upload from a stream: type by content, size limit per kind, random name, images
 * re-encoded with WebP variants. Everything is written under `<uploadDir>/.tmp` and renamed into
 * place at the end (same file system, so each rename is atomic); any failure removes what was
 * written. Throws HttpError 400 (empty), 413 (too large) or 415 (type not allowed).
 */
export async function storeStream(
  config: UploadConfig,
  source: Readable,
  allowed: readonly UploadKind[],
): Promise<StoredUpload> {
  const tempDir = path.join(config.uploadDir, TEMP_FOLDER);
  await fs.mkdir(tempDir, { recursive: true });
  const name = randomName();
  const received = path.join(tempDir, `${name}.upload`);
  const written: string[] = [received];
  const moves: { from: string; to: string }[] = [];
  try {
    const accepted = await receiveToFile(source, received, allowed);
    const folder = KIND_FOLDERS[accepted.kind];
    const finalDir = path.join(config.uploadDir, folder);
    await fs.mkdir(finalDir, { recursive: true });
    const fileName = `${name}.${accepted.ext}`;
    if (accepted.isImage) {
      const main = path.join(tempDir, fileName);
      const variants: Partial<Record<ImageVariant, string>> = {};
      if (accepted.kind === 'image') {
        for (const variant of VARIANTS)
          variants[variant] = path.join(tempDir, `${name}-${variant}.webp`);
      }
      written.push(main, ...Object.values(variants));
      await processImage(received, { main, variants });
      // Variants first, the main file last: a half-finished move never leaves a main file whose
      // variants are missing.
      for (const file of [...Object.values(variants), main]) {
        moves.push({ from: file, to: path.join(finalDir, path.basename(file)) });
      }
    } else {
      moves.push({ from: received, to: path.join(finalDir, fileName) });
    }
    for (const move of moves) {
      await fs.rename(move.from, move.to);
      written.push(move.to);
    }
    return { path: `${URL_ROOT}/${folder}/${fileName}`, kind: accepted.kind };
  } catch (error) {
    await Promise.all(written.map(removeQuietly));
    throw error;
  } finally {
    await removeQuietly(received);
  }
}

/** Stores one multipart file part. The client's file name is never used. */
export function storeUpload(
  config: UploadConfig,
  part: MultipartFile,
  allowed: readonly UploadKind[],
): Promise<StoredUpload> {
  return storeStream(config, part.file, allowed);
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
