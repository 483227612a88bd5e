import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchOptions } from './options';
import { runApiSection, type ApiSectionResult } from './section-api';

async function onDatabase(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Section 3: the API figures on PostgreSQL. Seeds into a fresh schema of DATABASE_URL's database
 * (the server is pointed at it through the connection's search_path) and drops it afterwards.
 */
export async function runPostgresSection(options: BenchOptions): Promise<ApiSectionResult> {
  const url = options.databaseUrl;
  if (!url) throw new Error('postgres: DATABASE_URL is not set');
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await onDatabase(url, `create schema ${schema}`);
  try {
    return await runApiSection(options, { url, schema });
  } finally {
    await onDatabase(url, `drop schema if exists ${schema} cascade`);
  }
}
