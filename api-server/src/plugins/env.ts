import path from 'node:path';
import fp from 'fastify-plugin';
import { readBackupSettings } from '../backup/settings';
import { readSiteRules } from '../lib/site-config';
import { readUploadStoreSettings } from '../uploads/store-settings';
import type { AppConfig, MessagesConfig } from './app-config';
import { readEnv, type Env, type EnvSettings } from './env-schema';

export type { AppConfig, HttpLimits, MessagesConfig, ThrottleConfig } from './app-config';

// src/plugins -> src -> api-server -> repository root.
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function webhookOf(settings: EnvSettings): MessagesConfig['webhook'] {
  const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret } = settings;
  return url && secret ? { url, secret } : null;
}

function whatsappOf(settings: EnvSettings): MessagesConfig['whatsapp'] {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = settings;
  return token && phoneNumberId
    ? { token, phoneNumberId, apiUrl: settings.WHATSAPP_API_URL }
    : null;
}

/**
 * Builds the configuration from an environment (process.env by default) plus explicit overrides
 * (tests use these for a temp dir and a cheap scrypt cost). The only reader of process.env.
 */
export function buildConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const settings = readEnv(env);
  const dataDir = path.resolve(REPO_ROOT, settings.DATA_DIR);
  const { HOST: host, API_PORT: port } = settings;
  const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const uploadStore = readUploadStoreSettings(env);
  const sharedUploads = Boolean(settings.DATABASE_URL) || uploadStore.kind === 's3';
  const config: AppConfig = {
    host,
    port,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    uploadStore,
    databaseUrl: settings.DATABASE_URL,
    sqliteFile: 'property-site.sqlite',
    adminUsername: settings.ADMIN_USERNAME,
    adminPassword: settings.ADMIN_PASSWORD,
    seedDemo: settings.SEED_DEMO,
    corsOrigins: settings.PUBLIC_SITE_URL,
    apiPublicUrl: (settings.API_PUBLIC_URL ?? `http://${publicHost}:${port}`).replace(/\/+$/, ''),
    scryptCost: 131072,
    hashConcurrency: 2,
    hashMaxWaiting: 16,
    sessionIdleMs: settings.SESSION_IDLE_MINUTES * 60 * 1000,
    sessionAbsoluteMs: settings.SESSION_MAX_HOURS * 60 * 60 * 1000,
    mapEmbedPrefixes: settings.MAP_EMBED_PREFIXES,
    site: readSiteRules(path.resolve(REPO_ROOT, settings.SITE_CONFIG)),
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    hostSecret: settings.HOST_SECRET,
    throttle: {
      accountAddressFailures: 5,
      addressFailures: 30,
      accountSlowAfter: 5,
      maxDelayMs: 4000,
      windowMs: 15 * 60 * 1000,
      formsPerMinute: settings.FORMS_PER_MINUTE,
      formsPerDay: settings.FORMS_PER_DAY,
      formsPerAddressPerMinute: settings.FORMS_PER_ADDRESS_PER_MINUTE,
      formsPerAddressPerDay: settings.FORMS_PER_ADDRESS_PER_DAY,
    },
    http: {
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      // The largest form (six 10 MB photos, a 100 MB video, sanction letters) over a phone's slow
      // upload link; only signed-in staff can send a multipart body (others get 401 unread).
      requestTimeoutMs: settings.UPLOAD_TIMEOUT_MINUTES * 60 * 1000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: settings.MAX_CONNECTIONS,
    },
    orphanUploadMinAgeMs: sharedUploads ? 15 * 60 * 1000 : 0,
    orphanSweepEveryMs: sharedUploads ? 5 * 60 * 1000 : 0,
    listCacheMaxChars: 4_000_000,
    backup: readBackupSettings(env, REPO_ROOT),
    metricsPort: settings.METRICS_PORT,
    messages: {
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      adminEmail: settings.ADMIN_EMAIL,
      whatsapp: whatsappOf(settings),
      webhook: webhookOf(settings),
      siteUrl: settings.PUBLIC_SITE_URL[0] ?? '',
      pollMs: settings.OUTBOX_POLL_MS,
      retryBaseMs: 30_000,
      giveUpAfterMs: 24 * 60 * 60 * 1000,
      matchDigestMs: 60 * 60 * 1000,
      claimLeaseMs: settings.OUTBOX_CLAIM_LEASE_MS,
    },
    ...overrides,
  };
  if (overrides.dataDir && !overrides.uploadDir) {
    config.uploadDir = path.join(overrides.dataDir, 'uploads');
  }
  return config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the configuration available as `fastify.config`. */
export const envPlugin = fp<{ config: AppConfig }>(
  (fastify, opts, done) => {
    fastify.decorate('config', opts.config);
    done();
  },
  { name: 'env', fastify: '5.x' },
);
