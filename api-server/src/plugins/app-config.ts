// What the API is configured by, as the env plugin (env.ts) builds it from the environment.
import type { BackupSettings } from '../backup/settings';
import type { SiteRules } from '../lib/site-config';
import type { UploadStoreSettings } from '../uploads/store-settings';

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
  /** The outbox's channels and timing (decision 092, plugins/outbox.ts). */
  messages: MessagesConfig;
}

/** Where messages go and when (decision 092). A channel without settings sends nothing. */
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
