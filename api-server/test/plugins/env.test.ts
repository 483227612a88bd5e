import path from 'node:path';
import { buildConfig } from '../../src/plugins/env';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

it('has the documented defaults', () => {
  const config = buildConfig({});
  expect(config).toMatchObject({
    host: '0.0.0.0',
    port: 4000,
    dataDir: path.join(repoRoot, 'data'),
    uploadDir: path.join(repoRoot, 'data', 'uploads'),
    databaseUrl: null,
    adminUsername: 'admin',
    adminPassword: null,
    seedDemo: true,
    corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    scryptCost: 131072,
    sessionIdleMs: 30 * 60 * 1000,
    sessionAbsoluteMs: 12 * 60 * 60 * 1000,
    mapEmbedPrefixes: ['https://www.google.com/maps/embed'],
    apiPublicUrl: 'http://localhost:4000',
  });
});

it('reads the environment', () => {
  const config = buildConfig({
    HOST: '127.0.0.1',
    API_PORT: '4100',
    DATA_DIR: '/tmp/site-data',
    DATABASE_URL: 'postgres://u@h/db',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'pw123456',
    SEED_DEMO: 'false',
    PUBLIC_SITE_URL: 'https://site.example/, https://www.site.example',
    API_PUBLIC_URL: 'https://api.site.example/',
    SESSION_IDLE_MINUTES: '15',
    SESSION_MAX_HOURS: '8',
    FORMS_PER_MINUTE: '2',
    FORMS_PER_DAY: '20',
    UPLOAD_TIMEOUT_MINUTES: '30',
    MAX_CONNECTIONS: '500',
  });
  expect(config).toMatchObject({
    host: '127.0.0.1',
    port: 4100,
    dataDir: '/tmp/site-data',
    uploadDir: '/tmp/site-data/uploads',
    databaseUrl: 'postgres://u@h/db',
    adminUsername: 'owner',
    adminPassword: 'pw123456',
    seedDemo: false,
    corsOrigins: ['https://site.example', 'https://www.site.example'],
    apiPublicUrl: 'https://api.site.example',
    sessionIdleMs: 15 * 60 * 1000,
    sessionAbsoluteMs: 8 * 60 * 60 * 1000,
  });
  expect(config.throttle).toMatchObject({ formsPerMinute: 2, formsPerDay: 20 });
  expect(config.http).toMatchObject({ requestTimeoutMs: 30 * 60 * 1000, maxConnections: 500 });
});

it('refuses nonsense settings instead of guessing', () => {
  expect(() => buildConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  expect(() => buildConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  expect(() => buildConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
});

it('lets tests lower the scrypt cost and move the data dir through overrides only', () => {
  const config = buildConfig({ SCRYPT_N: '2' }, { scryptCost: 1024, dataDir: '/tmp/x' });
  expect(config.scryptCost).toBe(1024);
  expect(config.uploadDir).toBe('/tmp/x/uploads');
});
