import { SCRIPT_FRAGMENTS, SQL_FRAGMENTS } from './hostile-values';

/** What an answer must never show: stack frames, source paths, SQL or the database's own words. */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\(?[^\s()]*:\d+:\d+\)?/,
  /\.(ts|tsx|js|mjs|cjs):\d+/,
  /node_modules/,
  /SQLITE_/,
  /sqlite/i,
  /\bSELECT\b/,
  /\bINSERT\s+INTO\b/i,
  /\bDELETE\s+FROM\b/i,
  /\bUPDATE\s+\S+\s+SET\b/i,
  /syntax error/i,
  /no such (table|column)/i,
  /constraint failed/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /kysely/i,
];

/** The request's own fragments, as sent and as JSON escapes them, removed before scanning. */
const ECHOES = [...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS].flatMap((fragment) => [
  fragment,
  JSON.stringify(fragment).slice(1, -1),
]);

/** The leak patterns an answer's body matches (an echo of the request's own input is not a leak). */
export function findLeaks(body: string): string[] {
  let text = body;
  for (const echo of ECHOES) text = text.split(echo).join('');
  return LEAK_PATTERNS.filter((pattern) => pattern.test(text)).map(String);
}
