import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Role } from 'shared-api/contract';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { buildConfig, type AppConfig } from '../../src/plugins/env';
import { insertUser } from '../../src/repositories/users';
import { prepareDatabase } from '../../src/seed/first-start';

/** Every per-address limit out of the way: for tests that send many requests from one address. */
export const NO_LIMITS: Partial<AppConfig> = {
  rateLimitPerMinute: 100_000_000,
  throttle: {
    accountAddressFailures: 100_000_000,
    addressFailures: 100_000_000,
    accountSlowAfter: 100_000_000,
    maxDelayMs: 0,
    windowMs: 15 * 60 * 1000,
    formsPerMinute: 100_000_000,
    formsPerDay: 100_000_000,
  },
};

/** Cheap scrypt for tests only: the production cost would make every sign-in take ~0.3 s. */
const TEST_SCRYPT_COST = 1024;
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-secret-1';

export interface TestUser {
  id: number;
  name: string;
  email: string;
  username: string;
  password: string;
}

export interface CreateUserOptions {
  name?: string;
  email?: string;
  username?: string;
  password?: string;
  mobile?: string;
  role?: Role;
  isActive?: boolean;
  remark?: string | null;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: Kysely<Database>;
  /** Inserts a user straight into the database (active agent by default). */
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  /** Signs in through the API; returns the bearer token. */
  signIn(username: string, password: string): Promise<string>;
  /** Token of the seeded administrator (id 1). */
  signInAdmin(): Promise<string>;
  close(): Promise<void>;
}

let userCounter = 0;

/** PostgreSQL only: a fresh schema, and how to drop it. */
export async function createPgSchema(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${name}`);
  await client.end();
  return {
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${name} cascade`);
      await dropper.end();
    },
  };
}

/**
 * A Fastify app on a fresh migrated database with its administrator (id 1) seeded: SQLite in a temp
 * dir, or, when DATABASE_URL is set, a fresh PostgreSQL schema (dropped on close).
 */
export async function build(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const config = buildConfig(
    { DATABASE_URL: process.env.DATABASE_URL },
    {
      dataDir,
      scryptCost: TEST_SCRYPT_COST,
      logLevel: 'silent',
      adminUsername: ADMIN_USERNAME,
      adminPassword: ADMIN_PASSWORD,
      seedDemo: false,
      ...overrides,
    },
  );
  const schema = config.databaseUrl ? await createPgSchema(config.databaseUrl) : null;
  const db = createDatabase({ ...config, pgSchema: schema?.name ?? null });
  let app: FastifyInstance;
  try {
    // Empty lookup lists: each test adds the rows it needs (seed.test.ts covers the first start's).
    await prepareDatabase(db, config, { lookups: false });
    app = await buildApp(config, { db });
    await app.ready();
  } catch (error) {
    await db.destroy();
    await schema?.drop();
    throw error;
  }

  async function signIn(username: string, password: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ token: string }>().token;
  }

  return {
    app,
    config,
    db,
    async createUser(options = {}) {
      userCounter += 1;
      const suffix = `${userCounter}${randomBytes(3).toString('hex')}`;
      const password = options.password ?? `password-${suffix}`;
      const name = options.name ?? `Agent ${suffix}`;
      const email = options.email ?? `agent${suffix}@example.com`;
      const username = options.username ?? `agent${suffix}`;
      const now = new Date().toISOString();
      const id = await insertUser(db, {
        name,
        email,
        username,
        mobile: options.mobile ?? '9876543210',
        password_hash: await hashPassword(password, TEST_SCRYPT_COST),
        remark: options.remark ?? null,
        role: options.role ?? 'agent',
        is_active: options.isActive === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      });
      return { id, name, email, username, password };
    },
    signIn,
    signInAdmin: () => signIn(ADMIN_USERNAME, ADMIN_PASSWORD),
    async close() {
      await app.close();
      await schema?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
