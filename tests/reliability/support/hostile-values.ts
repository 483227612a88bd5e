/**
 * Values no route should accept as valid input where they are used: none is an e-mail (no '@'), a
 * ten-digit mobile, an enum value or a plain positive id, so a request built from them can be
 * refused but never saved.
 */
export const SQL_FRAGMENTS = [
  "' OR 1=1 --",
  '; DROP TABLE users',
  "'; DELETE FROM properties; --",
  "' UNION SELECT password_hash FROM users --",
  '1 OR 1=1',
  "admin'--",
  '" OR ""="',
  '%27%20OR%201%3D1',
] as const;

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
] as const;

export const ODD_STRINGS = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
  '1e400',
  '-99999999999999999999999',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'पुणे मालमत्ता 🏠🏢',
  '𝕏'.repeat(300),
  '\ud800',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(10_000),
] as const;

export const HOSTILE_STRINGS: readonly string[] = [
  ...SQL_FRAGMENTS,
  ...SCRIPT_FRAGMENTS,
  ...ODD_STRINGS,
];

/** Made on first use: a megabyte of text. */
let megabyte: string | null = null;
export function megabyteString(): string {
  megabyte ??= 'A'.repeat(1024 * 1024);
  return megabyte;
}

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 63),
] as const;

/** JSON values of every shape, prototype-pollution keys included. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  ...HOSTILE_NUMBERS,
  null,
  true,
  false,
  [],
  [1, 2, 3],
  [{}],
  ['a', null],
  {},
  { $gt: '' },
  { __proto__: { isAdmin: true } },
  JSON.parse('{"__proto__":{"role":"admin"}}') as unknown,
  { constructor: { prototype: { role: 'admin' } } },
];

/** Keys that must never reach an object's prototype or a column of the caller's choosing. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'role',
  'is_active',
  'created_by',
  'password_hash',
  '$where',
  'a.b',
  '',
  ' ',
  'x'.repeat(1000),
] as const;

/** Request bodies that are not JSON, sent as application/json. */
export const BAD_JSON_TEXTS = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\ufeff{"a":1}',
  '"just a string"',
  '12345',
] as const;

/** Bearer values of tokens that do not exist (the "bad token" identity). */
export const BAD_AUTHORIZATIONS = [
  'Bearer not-a-token',
  'Bearer ',
  'Bearer',
  'bearer 0000000000000000000000000000000000000000000000000000000000000000',
  'Basic YWRtaW46YWRtaW4=',
  "Bearer ' OR 1=1 --",
  'Bearer ../../../../etc/passwd',
  `Bearer ${'f'.repeat(4096)}`,
  'Bearer a b c',
  'Token abc',
] as const;

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/jpeg',
  'application/json, text/html',
  'totally/invalid;;;',
] as const;

/** Path parameter values that are not ids (numbers out of range, text, traversal, unicode). */
export const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  'null',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%201%3D1%20--",
  '%00',
  '%E0%A4%A',
  encodeURIComponent('पुणे'),
  encodeURIComponent('<script>'),
  'x'.repeat(300),
] as const;
