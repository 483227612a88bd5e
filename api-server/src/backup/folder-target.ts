import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST, syncFolder, writeDurably } from './manifest';
import { parseStatus, STATUS_FILE, timeOfBackup, type BackupEntry, type RunStatus } from './names';
import type { BackupTarget } from './target';

/** A backup being written: nothing reads a `.partial` folder as a backup. */
export const PARTIAL = '.partial';

/**
 * Backups in a folder, one folder each. A backup is written under `<name>.partial`, checked, given
 * its manifest, and only then renamed to `<name>`: a backup killed at any point leaves a
 * `.partial` folder, never a folder that looks complete.
 */
export interface FolderTarget extends BackupTarget {
  /** Where backup `name` is written before it is complete. */
  stagingFor(name: string): string;
}

export function createFolderTarget(dir: string): FolderTarget {
  return {
    location: dir,
    stagingFor: (name) => path.join(dir, `${name}${PARTIAL}`),
    async put(local, name) {
      const final = path.join(dir, name);
      if (local !== final) await fs.rename(local, final);
      await syncFolder(dir);
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const entries: BackupEntry[] = [];
      for (const name of names) {
        const takenAt = timeOfBackup(name);
        if (!takenAt) continue;
        const complete = await fs.stat(path.join(dir, name, MANIFEST)).then(
          (stat) => stat.isFile(),
          () => false,
        );
        if (complete) entries.push({ name, takenAt });
      }
      return entries;
    },
    async remove(name) {
      await fs.rm(path.join(dir, name), { recursive: true, force: true });
    },
    async removeStale(olderThan) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) {
        const time = timeOfBackup(name.slice(0, -PARTIAL.length));
        if (time && time < olderThan)
          await fs.rm(path.join(dir, name), { recursive: true, force: true });
      }
    },
    async readStatus() {
      return parseStatus(await fs.readFile(path.join(dir, STATUS_FILE), 'utf8').catch(() => null));
    },
    async writeStatus(status: RunStatus) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `${STATUS_FILE}.tmp`);
      await writeDurably(temporary, JSON.stringify(status, null, 2));
      await fs.rename(temporary, path.join(dir, STATUS_FILE));
    },
    fetch: (name) => Promise.resolve(path.join(dir, name)),
  };
}
