import path from 'node:path';
import fp from 'fastify-plugin';
import { DEFAULT_MAP_EMBED_PREFIXES } from 'shared-api/contract';
import { readBackupSettings } from '../backup/settings';
import { readSiteRules } from '../lib/site-config';
import { readUploadStoreSettings } from '../uploads/store-settings';
import type { AppConfig, MessagesConfig } from './app-config';

export type { AppConfig, HttpLimits, MessagesConfig, ThrottleConfig } from './app-config';

type Env = Record<string, string | undefined>;

// src/plugins -> src -> api-server -> repository root.
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function readInt(env: Env, name: string, fallback: number, min = 0, max = 65535): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function readOptional(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

function readSmtpUrl(env: Env): string | null {
  const url = readOptional(env, 'SMTP_URL');
  if (url && !/^smtps?:\/\/[^/]+/.test(url)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@host:587');
  }
  return url;
}

function readWebhook(env: Env): MessagesConfig['webhook'] {
  const url = readOptional(env, 'WEBHOOK_URL');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('WEBHOOK_URL must be an http:// or https:// URL');
  const secret = readOptional(env, 'WEBHOOK_SECRET');
  if (!secret || !/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(secret)) {
    throw new Error('WEBHOOK_URL needs WEBHOOK_SECRET in its whsec_ form (whsec_ and base64)');
  }
  return { url, secret };
}

function readWhatsapp(env: Env): MessagesConfig['whatsapp'] {
  const token = readOptional(env, 'WHATSAPP_TOKEN');
  const phoneNumberId = readOptional(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (!token || !phoneNumberId) return null;
  const apiUrl = (
    readOptional(env, 'WHATSAPP_API_URL') ?? 'https://graph.facebook.com/v21.0'
  ).replace(/\/+$/, '');
  return { token, phoneNumberId, apiUrl };
}

/** At least 32 characters: `npm start` makes a random one when the settings have none. */
function readHostSecret(env: Env): string | null {
  const secret = env.HOST_SECRET?.trim();
  if (!secret) return null;
  if (secret.length < 32) throw new Error('HOST_SECRET must be at least 32 characters long');
  return secret;
}

function readList(raw: string | undefined, fallback: readonly string[]): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items.length > 0 ? items : [...fallback];
}

/**
 * Builds the configuration from an environment (process.env by default) plus explicit overrides
 * (tests use these for a temp dir and a cheap scrypt cost). The only reader of process.env.
 */
export function buildConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || 'data');
  const port = readInt(env, 'API_PORT', 4000);
  const host = env.HOST?.trim() || '0.0.0.0';
  const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const uploadStore = readUploadStoreSettings(env);
  const sharedUploads = Boolean(env.DATABASE_URL?.trim()) || uploadStore.kind === 's3';
  const config: AppConfig = {
    host,
    port,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    uploadStore,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    sqliteFile: 'property-site.sqlite',
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: readBool(env, 'SEED_DEMO', true),
    corsOrigins: readList(env.PUBLIC_SITE_URL, ['http://localhost:3000', 'http://127.0.0.1:3000']),
    apiPublicUrl: (env.API_PUBLIC_URL?.trim() || `http://${publicHost}:${port}`).replace(
      /\/+$/,
      '',
    ),
    scryptCost: 131072,
    hashConcurrency: 2,
    hashMaxWaiting: 16,
    sessionIdleMs: readInt(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * 60 * 1000,
    sessionAbsoluteMs: readInt(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 30) * 60 * 60 * 1000,
    mapEmbedPrefixes: readList(env.MAP_EMBED_PREFIXES, DEFAULT_MAP_EMBED_PREFIXES),
    site: readSiteRules(path.resolve(REPO_ROOT, env.SITE_CONFIG?.trim() || 'site.config.json')),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: readBool(env, 'TRUST_PROXY', false),
    rateLimitPerMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 1000, 1, 1_000_000_000),
    hostSecret: readHostSecret(env),
    throttle: {
      accountAddressFailures: 5,
      addressFailures: 30,
      accountSlowAfter: 5,
      maxDelayMs: 4000,
      windowMs: 15 * 60 * 1000,
      formsPerMinute: readInt(env, 'FORMS_PER_MINUTE', 5, 1, 1_000_000_000),
      formsPerDay: readInt(env, 'FORMS_PER_DAY', 50, 1, 1_000_000_000),
      formsPerAddressPerMinute: readInt(env, 'FORMS_PER_ADDRESS_PER_MINUTE', 30, 1, 1_000_000_000),
      formsPerAddressPerDay: readInt(env, 'FORMS_PER_ADDRESS_PER_DAY', 1000, 1, 1_000_000_000),
    },
    http: {
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      // The largest form (six 10 MB photos, a 100 MB video, sanction letters) over a phone's slow
      // upload link; only signed-in staff can send a multipart body (others get 401 unread).
      requestTimeoutMs: readInt(env, 'UPLOAD_TIMEOUT_MINUTES', 15, 1, 24 * 60) * 60 * 1000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: readInt(env, 'MAX_CONNECTIONS', 2000, 1, 1_000_000),
    },
    orphanUploadMinAgeMs: sharedUploads ? 15 * 60 * 1000 : 0,
    orphanSweepEveryMs: sharedUploads ? 5 * 60 * 1000 : 0,
    listCacheMaxChars: 4_000_000,
    backup: readBackupSettings(env, REPO_ROOT),
    metricsPort: readInt(env, 'METRICS_PORT', 9464),
    messages: {
      smtpUrl: readSmtpUrl(env),
      from: readOptional(env, 'MAIL_FROM') ?? 'Property site <no-reply@property-site.local>',
      adminEmail: readOptional(env, 'ADMIN_EMAIL'),
      whatsapp: readWhatsapp(env),
      webhook: readWebhook(env),
      siteUrl: readList(env.PUBLIC_SITE_URL, ['http://localhost:3000'])[0] ?? '',
      pollMs: readInt(env, 'OUTBOX_POLL_MS', 5000, 100, 3_600_000),
      retryBaseMs: 30_000,
      giveUpAfterMs: 24 * 60 * 60 * 1000,
      matchDigestMs: 60 * 60 * 1000,
      claimLeaseMs: readInt(env, 'OUTBOX_CLAIM_LEASE_MS', 60_000, 1000, 3_600_000),
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
