import { buildConfig } from '../../src/plugins/env';

const S3 = {
  UPLOADS_STORE: 's3',
  S3_BUCKET: 'broker-uploads',
  S3_REGION: 'eu-west-1',
};

describe('UPLOADS_STORE and the S3 settings', () => {
  it('keeps uploads on disk by default, and the sweep takes orphans at once with SQLite', () => {
    const config = buildConfig({});
    expect(config.uploadStore).toEqual({ kind: 'disk' });
    expect(config.orphanUploadMinAgeMs).toBe(0);
  });

  it('reads a bucket with its endpoint, path style, prefix and keys', () => {
    const config = buildConfig({
      ...S3,
      UPLOADS_STORE: ' S3 ',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/site-a/live',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret-example',
    });
    expect(config.uploadStore).toEqual({
      kind: 's3',
      bucket: 'broker-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      prefix: 'site-a/live/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
    });
    // Several API processes share a bucket: a file another one is still saving is left alone.
    expect(config.orphanUploadMinAgeMs).toBe(15 * 60 * 1000);
  });

  it('leaves credentials to the SDK (an instance role, a profile) when no keys are set', () => {
    const config = buildConfig(S3);
    expect(config.uploadStore).toMatchObject({
      kind: 's3',
      endpoint: null,
      forcePathStyle: false,
      prefix: '',
      credentials: null,
    });
  });

  it.each([
    [{ UPLOADS_STORE: 'bucket' }, /^UPLOADS_STORE must be disk or s3, got "bucket"$/],
    [{ UPLOADS_STORE: 's3' }, /^S3_BUCKET is required when UPLOADS_STORE=s3$/],
    [
      { ...S3, S3_BUCKET: 'Broker_Uploads' },
      /^S3_BUCKET must be a bucket name .*"Broker_Uploads"$/,
    ],
    [{ ...S3, S3_BUCKET: 'ab' }, /^S3_BUCKET must be a bucket name/],
    [{ ...S3, S3_REGION: '' }, /^S3_REGION is required when UPLOADS_STORE=s3/],
    [{ ...S3, S3_REGION: 'EU West' }, /^S3_REGION must be a region name .*"EU West"$/],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...S3, S3_ENDPOINT: 'ftp://files.example' }, /^S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, /^S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...S3, S3_PREFIX: 'site a/' }, /^S3_PREFIX must be folder names/],
    [{ ...S3, S3_PREFIX: '../other-site' }, /^S3_PREFIX must be folder names/],
    [
      { ...S3, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      /^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go/,
    ],
    [{ ...S3, AWS_SECRET_ACCESS_KEY: 'secret' }, /^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go/],
    [
      { S3_BUCKET: 'broker-uploads' },
      /^S3_BUCKET set while UPLOADS_STORE is disk: set UPLOADS_STORE=s3/,
    ],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => buildConfig(env)).toThrow(message);
  });

  it('never repeats a secret from S3_ENDPOINT in its message', () => {
    const env = { ...S3, S3_ENDPOINT: 'https://key:hunter2@s3.example' };
    expect(() => buildConfig(env)).toThrow(/must not hold credentials/);
    expect(() => buildConfig(env)).not.toThrow(/hunter2/);
  });
});
