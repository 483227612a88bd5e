/** Where uploads are kept: this machine's disk (the default), or an S3-compatible bucket. */
export type UploadStoreSettings = { kind: 'disk' } | S3Settings;

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** An S3-compatible server's URL (MinIO, R2, Ceph…); null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** `<endpoint>/<bucket>/<key>` URLs instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** Put before every key ('' or ending in '/'), so that several sites can share one bucket. */
  prefix: string;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; null: the SDK's chain (roles, profiles). */
  credentials: S3Credentials | null;
}

type Env = Record<string, string | undefined>;

const S3_NAMES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'];
// AWS's rules for new buckets, which S3-compatible servers follow too.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,63}$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function read(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function readEndpoint(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Worded below.
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000`);
  }
  if (url.username || url.password) {
    // Not echoed: the value holds a secret.
    throw new Error(
      'S3_ENDPOINT must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function readPrefix(raw: string | undefined): string {
  const segments = (raw ?? '').split('/').filter(Boolean);
  if (segments.some((segment) => !PREFIX_SEGMENT.test(segment))) {
    throw new Error(
      `S3_PREFIX must be folder names of letters, digits, '.', '_' and '-' separated by '/' (e.g. site-a/), got "${raw}"`,
    );
  }
  return segments.length > 0 ? `${segments.join('/')}/` : '';
}

function readCredentials(env: Env): S3Credentials | null {
  const accessKeyId = read(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId && !secretAccessKey) return null;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials (an instance role or a profile)',
    );
  }
  const sessionToken = read(env, 'AWS_SESSION_TOKEN');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

function readPathStyle(env: Env): boolean {
  const raw = read(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (!raw) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${raw}"`);
}

/**
 * UPLOADS_STORE (`disk` or `s3`) and, for `s3`, the bucket's settings. Every bad or missing value
 * stops the start with a message naming the setting; so do S3 settings left beside
 * UPLOADS_STORE=disk, since uploads would then quietly land on one machine's disk.
 */
export function readUploadStoreSettings(env: Env): UploadStoreSettings {
  const store = read(env, 'UPLOADS_STORE')?.toLowerCase() ?? 'disk';
  if (store === 'disk') {
    // A backup bucket (BACKUP_S3_BUCKET) takes the connection settings too; only a bucket or a
    // prefix for uploads would then be stray.
    const names = read(env, 'BACKUP_S3_BUCKET') ? ['S3_BUCKET', 'S3_PREFIX'] : S3_NAMES;
    const stray = names.filter((name) => read(env, name));
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} set while UPLOADS_STORE is disk: set UPLOADS_STORE=s3 to keep uploads in the bucket, or remove ${stray.length > 1 ? 'them' : 'it'}`,
      );
    }
    return { kind: 'disk' };
  }
  if (store !== 's3') throw new Error(`UPLOADS_STORE must be disk or s3, got "${store}"`);
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket) throw new Error('S3_BUCKET is required when UPLOADS_STORE=s3');
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, '.' and '-'), got "${bucket}"`,
    );
  }
  const region = read(env, 'S3_REGION');
  if (!region) {
    throw new Error('S3_REGION is required when UPLOADS_STORE=s3 (e.g. us-east-1, or auto for R2)');
  }
  if (!REGION.test(region)) {
    throw new Error(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  }
  return {
    kind: 's3',
    bucket,
    endpoint: readEndpoint(read(env, 'S3_ENDPOINT')),
    region,
    forcePathStyle: readPathStyle(env),
    prefix: readPrefix(read(env, 'S3_PREFIX')),
    credentials: readCredentials(env),
  };
}
