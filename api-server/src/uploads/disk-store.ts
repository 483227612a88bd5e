import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStoreBase, StoredFileInfo, UploadLog } from './file-store';
import { KIND_FOLDERS } from './file-kinds';
import { isStoredPath, URL_ROOT } from './stored-paths';

export interface DiskStore extends FileStoreBase {
  readonly kind: 'disk';
  /** The folder served at `/uploads` (@fastify/static, serve-uploads.ts). */
  readonly root: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function listFolder(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Stored files in `<uploadDir>/<folder>/<name>` on this machine's disk (the default store). A file
 * comes into place by a rename from the work folder `<uploadDir>/.tmp` (the same file system), so
 * it is never seen half written.
 */
export function createDiskStore(root: string, log: UploadLog): DiskStore {
  const workDir = path.join(root, '.tmp');

  /** The absolute file of a stored path, or null when the path is not one a store writes. */
  function fileOf(stored: string): string | null {
    if (!isStoredPath(stored)) return null;
    return path.join(root, stored.slice(URL_ROOT.length + 1));
  }

  function requireFile(stored: string): string {
    const file = fileOf(stored);
    if (!file) throw new Error(`Not a stored upload path: ${stored}`);
    return file;
  }

  async function moveIn(from: string, stored: string): Promise<void> {
    const target = requireFile(stored);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(from, target);
  }

  return {
    kind: 'disk',
    root,
    location: root,
    workDir,
    log,
    putFile: (stored, file) => moveIn(file, stored),
    async putBuffer(stored, content) {
      await fs.mkdir(workDir, { recursive: true });
      const temp = path.join(workDir, `${randomBytes(16).toString('hex')}.part`);
      try {
        await fs.writeFile(temp, content);
        await moveIn(temp, stored);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async read(stored) {
      const file = fileOf(stored);
      if (!file) return null;
      return fs.readFile(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async exists(stored) {
      const file = fileOf(stored);
      if (!file) return false;
      return fs.access(file).then(
        () => true,
        () => false,
      );
    },
    async remove(stored) {
      const files = stored.map(fileOf).filter((file) => file !== null);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    },
    async *list(): AsyncIterable<StoredFileInfo> {
      for (const folder of Object.values(KIND_FOLDERS)) {
        for (const name of await listFolder(path.join(root, folder))) {
          const stored = `${URL_ROOT}/${folder}/${name}`;
          const stat = isStoredPath(stored)
            ? await fs.stat(path.join(root, folder, name)).catch(() => null)
            : null;
          if (stat) yield { path: stored, modifiedMs: stat.mtimeMs };
        }
      }
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
    },
    async close() {},
  };
}
