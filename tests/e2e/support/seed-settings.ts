/** The browser suite's administrator (the first start creates it from these settings). */
export const TEST_ADMIN = { username: 'admin', password: 'E2e-admin-Passw0rd!' } as const;

/**
 * The settings a first start's data depends on: every product of the suite starts with them, and
 * the seeded copy (seeded-data.ts) is made with them.
 */
export const SEED_SETTINGS = {
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  SEED_DEMO: 'true',
  // Empty, not absent: a developer's .env must not point the tests at other servers.
  DATABASE_URL: '',
  SITE_CONFIG: '',
} as const;
