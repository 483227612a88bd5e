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

it('refuses nonsense settings instead of guessing, naming the setting and the value', () => {
  expect(() => buildConfig({ API_PORT: 'eighty' })).toThrow(
    'API_PORT must be a whole number between 0 and 65535, got "eighty"',
  );
  expect(() => buildConfig({ SEED_DEMO: 'maybe' })).toThrow(
    'SEED_DEMO must be true or false, got "maybe"',
  );
  expect(() => buildConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
    'SESSION_IDLE_MINUTES must be a whole number between 1 and 1440, got "0"',
  );
  expect(() => buildConfig({ SMTP_URL: 'mail.example:25' })).toThrow(
    'SMTP_URL must start with smtp:// or smtps://',
  );
  expect(() => buildConfig({ ADMIN_EMAIL: 'owner' })).toThrow(
    'ADMIN_EMAIL must be an e-mail address such as owner@example.com',
  );
});

it('names every bad setting at once, one a line', () => {
  expect(() =>
    buildConfig({ API_PORT: '-1', TRUST_PROXY: 'perhaps', METRICS_PORT: '70000' }),
  ).toThrow(
    [
      'API_PORT must be a whole number between 0 and 65535, got "-1"',
      'TRUST_PROXY must be true or false, got "perhaps"',
      'METRICS_PORT must be a whole number between 0 and 65535, got "70000"',
    ].join('\n'),
  );
});

it('reads the message channels only when their settings are complete', () => {
  const secret = `whsec_${'A'.repeat(24)}`;
  expect(() => buildConfig({ WEBHOOK_URL: 'https://hooks.example/in' })).toThrow(
    'WEBHOOK_URL needs WEBHOOK_SECRET in its whsec_ form',
  );
  expect(() => buildConfig({ WEBHOOK_URL: 'ftp://hooks.example' })).toThrow(
    'WEBHOOK_URL must be an http:// or https:// URL',
  );
  const { messages } = buildConfig({
    WEBHOOK_URL: 'https://hooks.example/in',
    WEBHOOK_SECRET: secret,
    WHATSAPP_TOKEN: 'token',
    WHATSAPP_API_URL: 'https://graph.example/v1/',
    ADMIN_EMAIL: ' owner@broker.example ',
  });
  expect(messages).toMatchObject({
    webhook: { url: 'https://hooks.example/in', secret },
    whatsapp: null,
    adminEmail: 'owner@broker.example',
    smtpUrl: null,
    from: 'Property site <no-reply@property-site.local>',
  });
  expect(
    buildConfig({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' }).messages.whatsapp,
  ).toEqual({ token: 't', phoneNumberId: '123', apiUrl: 'https://graph.facebook.com/v21.0' });
});

it('lets tests lower the scrypt cost and move the data dir through overrides only', () => {
  const config = buildConfig({ SCRYPT_N: '2' }, { scryptCost: 1024, dataDir: '/tmp/x' });
  expect(config.scryptCost).toBe(1024);
  expect(config.uploadDir).toBe('/tmp/x/uploads');
});
