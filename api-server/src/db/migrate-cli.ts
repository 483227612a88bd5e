import { buildConfig } from '../plugins/env';
import { createDatabase, migrateDown, migrateToLatest } from './database';

/** `npm run migrate -w api-server [-- down]`: applies (or undoes the latest) migration. */
async function main(): Promise<void> {
  const direction = process.argv[2] === 'down' ? 'down' : 'latest';
  const db = createDatabase(buildConfig());
  try {
    const names = direction === 'down' ? await migrateDown(db) : await migrateToLatest(db);
    const verb = direction === 'down' ? 'Undid' : 'Applied';
    process.stdout.write(
      names.length > 0
        ? `${verb}: ${names.join(', ')}\n`
        : 'Nothing to do: the schema is up to date.\n',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
