import fs from 'node:fs';
import path from 'node:path';

/** The repository's `.env`, as `npm start` reads it: variables already set win over the file. */
export function loadDotEnv(): void {
  const file = path.resolve(__dirname, '..', '..', '..', '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
