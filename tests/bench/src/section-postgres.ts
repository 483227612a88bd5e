import type { BenchOptions } from './options';
import { createBenchSchema } from './pg-schema';
import { runApiSection, type ApiSectionResult } from './section-api';
import { runGrowthSection, type GrowthSectionResult } from './section-growth';

export interface PostgresSectionResult {
  api: ApiSectionResult;
  growth: GrowthSectionResult;
}

/**
 * Section 3: the API figures, then the growth, on PostgreSQL. Each database is seeded into a fresh
 * schema of DATABASE_URL's database (the server is pointed at it through the connection's
 * search_path), dropped afterwards.
 */
export async function runPostgresSection(options: BenchOptions): Promise<PostgresSectionResult> {
  const url = options.databaseUrl;
  if (!url) throw new Error('postgres: DATABASE_URL is not set');
  const schema = await createBenchSchema(url);
  let api: ApiSectionResult;
  try {
    api = await runApiSection(options, { url, schema: schema.name });
  } finally {
    await schema.drop();
  }
  return { api, growth: await runGrowthSection(options, url) };
}
