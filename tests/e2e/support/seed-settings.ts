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

/**
 * Every setting a first start writes into the data (the administrator, the demo listings, the
 * city's lookups, where pictures go): a test file that sets one gets a first start of its own.
 */
export const SEEDED_FROM: readonly string[] = [
  ...Object.keys(SEED_SETTINGS),
  'ADMIN_EMAIL',
  'UPLOADS_STORE',
];
