import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './store-settings';

/**
 * Sockets to the bucket. A read holds one for as long as its visitor takes to download (the API
 * streams every object, serve-s3.ts), so this is well above the SDK's default of 50.
 */
const MAX_SOCKETS = 256;

/** The SDK client for the bucket's settings. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Integrity by Content-MD5 on every put (s3-store.ts), which every S3-compatible server checks,
    // rather than the SDK's default CRC32 sent as an aws-chunked trailer, which many refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      // Idle time on a socket: a stalled bucket fails the request instead of holding it forever.
      requestTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

/** The HTTP status of a failed SDK call, or undefined when none came back (network, timeout). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata as { httpStatusCode?: unknown } | undefined;
  return typeof metadata?.httpStatusCode === 'number' ? metadata.httpStatusCode : undefined;
}

/** Worth another try: no answer, the bucket's own failure, or a request to slow down. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** `NoSuchBucket (404)`, for messages to the operator. */
export function describeError(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const status = statusOf(error);
  const message = error instanceof Error && error.message !== name ? `: ${error.message}` : '';
  return `${name}${status ? ` (${status})` : ''}${message}`;
}
