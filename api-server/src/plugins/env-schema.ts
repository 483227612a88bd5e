import { DEFAULT_MAP_EMBED_PREFIXES, EMAIL_PATTERN } from 'shared-api/contract';
import { z } from 'zod';

/** An environment: process.env, or a test's record. */
export type Env = Record<string, string | undefined>;

/**
 * A setting as written: trimmed, and absent when blank. Each rule below words its message after
 * the setting's name, which `readEnv` puts first.
 */
function setting<T>(parse: (given: string | undefined, ctx: z.RefinementCtx) => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => parse(raw?.trim() || undefined, ctx));
}

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const text = (fallback: string) => setting((given) => given ?? fallback);
const optionalText = setting((given) => given ?? null);

function wholeNumber(fallback: number, min = 0, max = 65535) {
  return setting((given, ctx) => {
    if (!given) return fallback;
    const value = Number(given);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    return refuse(ctx, `must be a whole number between ${min} and ${max}, got "${given}"`);
  });
}

function yesOrNo(fallback: boolean) {
  return setting((given, ctx) => {
    const word = given?.toLowerCase();
    if (!word) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(word)) return true;
    if (['0', 'false', 'no', 'off'].includes(word)) return false;
    return refuse(ctx, `must be true or false, got "${word}"`);
  });
}

/** Comma-separated origins or prefixes, without trailing slashes; the fallback when none. */
function list(fallback: readonly string[]) {
  return setting((given) => {
    const items = (given ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    return items.length > 0 ? items : [...fallback];
  });
}

function matching(pattern: RegExp, message: string) {
  return setting((given, ctx) =>
    !given || pattern.test(given) ? (given ?? null) : refuse(ctx, message),
  );
}

/** The API's own settings (uploads' and backups' are read by uploads/ and backup/). */
const ENV_SCHEMA = z
  .object({
    DATA_DIR: text('data'),
    API_PORT: wholeNumber(4000),
    HOST: text('0.0.0.0'),
    API_PUBLIC_URL: optionalText,
    DATABASE_URL: optionalText,
    ADMIN_USERNAME: text('admin'),
    // Untrimmed: a password may start or end with a space.
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((raw) => raw || null),
    ADMIN_EMAIL: matching(EMAIL_PATTERN, 'must be an e-mail address such as owner@example.com'),
    SEED_DEMO: yesOrNo(true),
    PUBLIC_SITE_URL: list(['http://localhost:3000', 'http://127.0.0.1:3000']),
    SESSION_IDLE_MINUTES: wholeNumber(30, 1, 24 * 60),
    SESSION_MAX_HOURS: wholeNumber(12, 1, 24 * 30),
    MAP_EMBED_PREFIXES: list(DEFAULT_MAP_EMBED_PREFIXES),
    SITE_CONFIG: text('site.config.json'),
    LOG_LEVEL: text('info'),
    TRUST_PROXY: yesOrNo(false),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1000, 1, 1_000_000_000),
    /** At least 32 characters: `npm start` makes a random one when the settings have none. */
    HOST_SECRET: setting((given, ctx) =>
      !given || given.length >= 32
        ? (given ?? null)
        : refuse(ctx, 'must be at least 32 characters long'),
    ),
    FORMS_PER_MINUTE: wholeNumber(5, 1, 1_000_000_000),
    FORMS_PER_DAY: wholeNumber(50, 1, 1_000_000_000),
    FORMS_PER_ADDRESS_PER_MINUTE: wholeNumber(30, 1, 1_000_000_000),
    FORMS_PER_ADDRESS_PER_DAY: wholeNumber(1000, 1, 1_000_000_000),
    UPLOAD_TIMEOUT_MINUTES: wholeNumber(15, 1, 24 * 60),
    MAX_CONNECTIONS: wholeNumber(2000, 1, 1_000_000),
    METRICS_PORT: wholeNumber(9464),
    SMTP_URL: matching(
      /^smtps?:\/\/[^/]+/,
      'must start with smtp:// or smtps://, e.g. smtp://user:pass@host:587',
    ),
    MAIL_FROM: text('Property site <no-reply@property-site.local>'),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_API_URL: setting((given) =>
      (given ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    ),
    WEBHOOK_URL: matching(/^https?:\/\//, 'must be an http:// or https:// URL'),
    WEBHOOK_SECRET: optionalText,
    OUTBOX_POLL_MS: wholeNumber(5000, 100, 3_600_000),
    OUTBOX_CLAIM_LEASE_MS: wholeNumber(60_000, 1000, 3_600_000),
  })
  .superRefine((settings, ctx) => {
    const secret = settings.WEBHOOK_SECRET;
    if (settings.WEBHOOK_URL && !(secret && /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(secret))) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_URL'],
        message: 'needs WEBHOOK_SECRET in its whsec_ form (whsec_ and base64)',
      });
    }
  });

/** The API's settings, parsed. */
export type EnvSettings = z.output<typeof ENV_SCHEMA>;

/**
 * Parses the API's settings. Any bad value stops the start: the error names every bad setting,
 * one a line ("API_PORT must be a whole number between 0 and 65535, got "eighty"").
 */
export function readEnv(env: Env): EnvSettings {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'),
  );
}
