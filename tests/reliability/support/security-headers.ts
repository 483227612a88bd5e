/** Headers as a plain lower-cased record (from fetch or from app.inject). */
export type HeaderRecord = Record<string, string | string[] | number | undefined>;

function text(headers: HeaderRecord, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/**
 * What every answer must carry (docs/decisions/010, 076): a CSP without 'unsafe-eval' that forbids framing, nosniff
 * and a referrer policy. Returns the missing pieces (empty when the answer complies).
 */
export function missingSecurityHeaders(
  headers: HeaderRecord,
  options: { apiPolicy: boolean },
): string[] {
  const missing: string[] = [];
  const csp = text(headers, 'content-security-policy');
  if (!csp) missing.push('no Content-Security-Policy');
  if (csp.includes('unsafe-eval')) missing.push(`'unsafe-eval' in CSP: ${csp}`);
  if (!/frame-ancestors\s+('none'|'self')/.test(csp))
    missing.push(`no frame-ancestors in CSP: ${csp}`);
  if (options.apiPolicy && !/(^|;)\s*default-src 'none'/.test(csp))
    missing.push(`no default-src 'none': ${csp}`);
  if (text(headers, 'x-content-type-options') !== 'nosniff')
    missing.push('no X-Content-Type-Options: nosniff');
  const referrer = text(headers, 'referrer-policy');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    missing.push(`weak or missing Referrer-Policy: "${referrer}"`);
  }
  return missing;
}

/** Origins that must never be allowed: another site, a look-alike, and the opaque origin. */
export const FOREIGN_ORIGINS = [
  'https://evil.example',
  'http://127.0.0.1:3000.evil.example',
  'null',
] as const;
