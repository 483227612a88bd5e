import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file that makes a backup complete: written last, after every part was checked. */
export const MANIFEST = 'manifest.json';
/** The SQLite snapshot's name inside a backup. */
export const SQLITE_PART = 'database.sqlite';
/** The PostgreSQL dump's name inside a backup (pg_dump's custom format). */
export const PG_PART = 'database.pgdump';

export interface ManifestFile {
  /** Relative to the backup, with '/' separators: `database.sqlite`, `uploads/images/x.webp`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  /** ISO time the database snapshot was taken. */
  createdAt: string;
  productVersion: string;
  engine: 'sqlite' | 'postgres';
  /** The newest migration the snapshot holds. */
  schemaVersion: string | null;
  rowCounts: Record<string, number>;
  files: ManifestFile[];
  /** What this backup does not hold, said once to whoever restores it. */
  notCovered: string[];
}

/** Hex SHA-256 and size of a file, read as a stream. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A manifest path that stays inside its backup (a tampered manifest must not reach elsewhere). */
export function isSafePartPath(part: string): boolean {
  return (
    part.length > 0 &&
    !part.startsWith('/') &&
    !part.includes('\\') &&
    part.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/** Every file's size and checksum against the manifest; the list of what does not match. */
export async function findMismatches(folder: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    if (!isSafePartPath(file.path)) {
      problems.push(`${file.path}: not a path inside the backup`);
      continue;
    }
    const actual = await hashFile(path.join(folder, ...file.path.split('/'))).catch(() => null);
    if (!actual) problems.push(`${file.path}: missing`);
    else if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      problems.push(`${file.path}: checksum differs`);
    }
  }
  return problems;
}

/** Reads and shape-checks a manifest; throws a message naming the backup when it is not one. */
export async function readManifest(folder: string): Promise<Manifest> {
  const raw = await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
  if (raw === null) throw new Error(`${folder} is not a complete backup: it has no ${MANIFEST}`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(raw) as Partial<Manifest>;
  } catch {
    throw new Error(`${folder}/${MANIFEST} is not valid JSON`);
  }
  if (manifest.format !== 1 || !Array.isArray(manifest.files) || !manifest.createdAt) {
    throw new Error(`${folder}/${MANIFEST} is not a backup manifest this version can read`);
  }
  return manifest as Manifest;
}

/** Writes a file and flushes it to the disk before returning. */
export async function writeDurably(file: string, content: string): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a rename or a new file in it) to the disk. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
