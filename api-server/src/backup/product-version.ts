import fs from 'node:fs';
import path from 'node:path';

/** The product's version: the repository's package.json (src/backup -> src -> api-server -> root). */
export function productVersion(): string {
  const file = path.resolve(__dirname, '..', '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
}
