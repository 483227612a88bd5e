import path from 'node:path';
import fp from 'fastify-plugin';
import { DEFAULT_MAP_EMBED_PREFIXES } from 'shared-api/contract';
import { readBackupSettings, type BackupSettings } from '../backup/settings';
import { readSiteRules, type SiteRules } from '../lib/site-config';
import { readUploadStoreSettings, type UploadStoreSettings } from '../uploads/store-settings';

/** Everything the API is configured by. Built once from the environment by `buildConfig`. */
export interface AppConfig {
  host: string;
  port: number;
  /** Absolute. Holds the SQLite file and the uploads. */
  dataDir: string;
  /**
   * `<dataDir>/uploads`: the stored files with the disk store (served at `/uploads`), and the work
   * folder (`.tmp`) where either store receives uploads.
   */
  uploadDir: string;
  /** UPLOADS_STORE: this machine's disk, or an S3-compatible bucket (uploads/store-settings.ts). */
  uploadStore: UploadStoreSettings;
  /** PostgreSQL connection string; null means SQLite in dataDir. */
  databaseUrl: string | null;
  /** SQLite file name inside dataDir. */
  sqliteFile: string;
  adminUsername: string;
  /** Null: a random password is generated on first start and printed once. */
  adminPassword: string | null;
  seedDemo: boolean;
  corsOrigins: string[];
  /** The API's URL as browsers see it (used in the start banner and OpenAPI servers). */
  apiPublicUrl: string;
  /** scrypt N. 2^17 in production (OWASP); tests lower it through config, never through env. */
  scryptCost: number;
  /**
   * Password hashes computed at once (each holds a thread of libuv's pool of four for ~0.3 s), and
   * how many may wait; past that a request is answered 503 with Retry-After.
   */
  hashConcurrency: number;
  hashMaxWaiting: number;
  /** A session ends after this long unused (ASVS 5.0 level 2: 30 minutes). */
  sessionIdleMs: number;
  /** ...and this long after sign-in whatever its use (ASVS 5.0 level 2: 12 hours). */
  sessionAbsoluteMs: number;
  mapEmbedPrefixes: string[];
  /** RERA and privacy rules, the broker's name and tagline (SITE_CONFIG, lib/site-config.ts). */
  site: SiteRules;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a known reverse proxy): per-IP limits see the client. */
  trustProxy: boolean;
  /** Global per-IP request limit per minute. */
  rateLimitPerMinute: number;
  /**
   * HOST_SECRET: proves a request comes from the host's server, whose renders then count against
   * the visitor it names, not against the host (plugins/client-address.ts). Null: no request is.
   */
  hostSecret: string | null;
  /** Sign-in throttle and per-address form limits (plugins/throttle.ts). */
  throttle: ThrottleConfig;
  /** Whole-request limits of the HTTP server (app.ts). */
  http: HttpLimits;
  /**
   * At start, upload files no row refers to (left by a crash between storing a file and committing
   * its row) are deleted once they are this old. 0 with SQLite and the disk store: one process owns
   * the data folder. With PostgreSQL or a bucket several API processes may share the uploads, so a
   * file another process is still saving must not be taken: 15 minutes.
   */
  orphanUploadMinAgeMs: number;
  /**
   * How often a running API process sweeps such files again (0: only at start). A process that
   * crashed mid-save is restarted within seconds, when its leftovers are too young to take, so on
   * shared uploads every process sweeps every 5 minutes; several sweeping at once is harmless.
   */
  orphanSweepEveryMs: number;
  /**
   * Characters of public property list answers kept in memory between writes; 0 turns the cache
   * off. SQLite only (docs/decisions/040-public-list-cache.md).
   */
  listCacheMaxChars: number;
  /** BACKUP_DIR, BACKUP_S3_*, BACKUP_SCHEDULE (backup/settings.ts, decision 097). */
  backup: BackupSettings;
  /** METRICS_PORT: Prometheus metrics on 127.0.0.1 (plugins/metrics.ts); 0: none. */
  metricsPort: number;
  /** The outbox's channels and timing (issue 30, plugins/outbox.ts). */
  messages: MessagesConfig;
}

/** Where messages go and when (issue 30, decision 092). A channel without settings sends nothing. */
export interface MessagesConfig {
  /** SMTP_URL: `smtp://` or `smtps://user:pass@host:port`; null keeps e-mails unsent. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every e-mail. */
  from: string;
  /** ADMIN_EMAIL: the first administrator's address, set on first start. */
  adminEmail: string | null;
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | null;
  /** WEBHOOK_URL and WEBHOOK_SECRET (`whsec_` and base64). */
  webhook: { url: string; secret: string } | null;
  /** The site's public origin (the first PUBLIC_SITE_URL): links in messages. */
  siteUrl: string;
  /** OUTBOX_POLL_MS: how often the worker looks for due messages (a save also wakes it). */
  pollMs: number;
  /** The first retry's delay; each next one is 4 times longer, up to 4 hours. */
  retryBaseMs: number;
  /** A message not sent this long after it was written is marked failed. */
  giveUpAfterMs: number;
  /** A buyer's later new matches within this long of an alert go out together at its end. */
  matchDigestMs: number;
  /** How long a claimed message is left to its worker before another may claim it. */
  claimLeaseMs: number;
}

export interface ThrottleConfig {
  /** Failed sign-ins to one account from one address within the window before that pair gets 429. */
  accountAddressFailures: number;
  /** Failed sign-ins from one address, whatever the account, before the address gets 429. */
  addressFailures: number;
  /** Failures to one account from anywhere past which every sign-in to it is slowed. */
  accountSlowAfter: number;
  /** The slowing delay doubles with each further failure, up to this. */
  maxDelayMs: number;
  windowMs: number;
  /** Registrations (and, apart, enquiries) per mobile number and per e-mail, a minute and a day. */
  formsPerMinute: number;
  formsPerDay: number;
  /**
   * The same per address: higher, as a mobile carrier puts many phones behind one address. When
   * absent, six times the per-person minute's and twenty times the day's.
   */
  formsPerAddressPerMinute?: number;
  formsPerAddressPerDay?: number;
}

export interface HttpLimits {
  /** Time for a request's headers to arrive. */
  headersTimeoutMs: number;
  /** Time for a JSON request's body to arrive (uploads, multipart, have `requestTimeoutMs`). */
  bodyTimeoutMs: number;
  /** Time for a whole request to arrive, the largest upload included. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are refused at once. */
  maxConnections: number;
}

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
