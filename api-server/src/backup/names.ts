/** A backup's name says when it was taken: `backup-20261127T210000123Z` (UTC, to the ms). */
const NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/;

/** What a target holds: one complete backup. */
export interface BackupEntry {
  name: string;
  takenAt: Date;
}

/** What the last attempt on a target came to (its `last-run.json`). */
export interface RunStatus {
  at: string;
  ok: boolean;
  /** The backup it made, when it succeeded. */
  name: string | null;
  error: string | null;
}

export const STATUS_FILE = 'last-run.json';

export function backupNameAt(time: Date): string {
  return `backup-${time.toISOString().replace(/[-:.]/g, '')}`;
}

/** The time in a backup's name, or null when the name is not a backup's. */
export function timeOfBackup(name: string): Date | null {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = parts.slice(1).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
}

/** Newest first. */
export function newestFirst(entries: BackupEntry[]): BackupEntry[] {
  return [...entries].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Reads a `last-run.json`; null when it is absent or unreadable. */
export function parseStatus(raw: string | null): RunStatus | null {
  if (!raw) return null;
  try {
    const status = JSON.parse(raw) as Partial<RunStatus>;
    return typeof status.at === 'string' && typeof status.ok === 'boolean'
      ? { at: status.at, ok: status.ok, name: status.name ?? null, error: status.error ?? null }
      : null;
  } catch {
    return null;
  }
}
