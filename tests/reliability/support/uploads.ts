import fs from 'node:fs';
import path from 'node:path';
import type Sqlite from 'better-sqlite3';

/** The SQLite file the API keeps in DATA_DIR. */
export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'property-site.sqlite');

/** Every regular file under `<dataDir>/uploads` (work folder included), relative, sorted. */
export function listUploadFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Stored path `uploads/images/x.jpg` and its WebP variants, relative to the upload root. */
function withVariants(stored: string): string[] {
  const relative = stored.replace(/^uploads\//, '');
  if (!relative.startsWith('images/') || !relative.endsWith('.jpg')) return [relative];
  const stem = relative.slice(0, -'.jpg'.length);
  return [relative, `${stem}-card.webp`, `${stem}-medium.webp`, `${stem}-gallery.webp`];
}

/** The stored path of every file a row points to, in a column `p` (SQLite and PostgreSQL). */
export const REFERENCED_UPLOADS_SQL = `select image1 as p from properties union all select image2 from properties
  union all select image3 from properties union all select image4 from properties
  union all select image5 from properties union all select image6 from properties
  union all select video from properties union all select file from property_sanctions
  union all select file from sanctions`;

/** The upload files (with image variants) of the rows of REFERENCED_UPLOADS_SQL. */
export function referencedUploadsOf(rows: readonly { p: string | null }[]): Set<string> {
  const referenced = new Set<string>();
  for (const { p } of rows) if (p) for (const file of withVariants(p)) referenced.add(file);
  return referenced;
}

/** Every upload file a row of the database points to (with image variants). */
export function referencedUploads(db: Sqlite.Database): Set<string> {
  return referencedUploadsOf(db.prepare(REFERENCED_UPLOADS_SQL).all() as { p: string | null }[]);
}

/** Files under the upload root that no row points to (a leftover of a save that never committed). */
export function orphanUploads(dataDir: string, db: Sqlite.Database): string[] {
  const referenced = referencedUploads(db);
  return listUploadFiles(dataDir).filter((file) => !referenced.has(file));
}
