import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onDatabase(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh schema (`bench_<random>`) of `url`'s database, and how to drop it. */
export async function createBenchSchema(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await onDatabase(url, `create schema ${name}`);
  return { name, drop: () => onDatabase(url, `drop schema if exists ${name} cascade`) };
}
