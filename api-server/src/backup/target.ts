import type { BackupEntry, RunStatus } from './names';

/** A place backups are kept: a folder or a bucket. */
export interface BackupTarget {
  /** For messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores a checked local backup folder (manifest inside) as `name`, its manifest last. */
  put(local: string, name: string): Promise<void>;
  /** The complete backups (those with a manifest). */
  list(): Promise<BackupEntry[]>;
  remove(name: string): Promise<void>;
  /** Removes what interrupted backups left, taken before `olderThan`. */
  removeStale(olderThan: Date): Promise<void>;
  readStatus(): Promise<RunStatus | null>;
  writeStatus(status: RunStatus): Promise<void>;
  /** A local folder holding backup `name` (a bucket's is downloaded into a temporary folder). */
  fetch(name: string): Promise<string>;
}
