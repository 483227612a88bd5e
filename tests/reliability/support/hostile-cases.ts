import type { Random } from '../../support/seeded-random';
import {
  BAD_JSON_TEXTS,
  BAD_PARAMS,
  HOSTILE_JSON_VALUES,
  HOSTILE_KEYS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  WRONG_CONTENT_TYPES,
  megabyteString,
} from './hostile-values';
import { takesMultipart, type RouteInfo } from './openapi-routes';
import { brokenMultipart, hostileMultipart } from './hostile-multipart';

/** One malformed request, ready for `app.inject`. */
export interface HostileCase {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

function hostileValue(random: Random): unknown {
  return random.pick(HOSTILE_JSON_VALUES);
}

function randomObject(random: Random, fields: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const keys = [...fields, ...HOSTILE_KEYS];
  const count = random.int(1, 6);
  for (let index = 0; index < count; index += 1) object[random.pick(keys)] = hostileValue(random);
  return object;
}

/** Every declared field set to a hostile value: well-shaped, never valid. */
function hostileFields(random: Random, fields: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of fields) object[field] = hostileValue(random);
  return object;
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/[\ud800-\udfff]/)
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

function encodeQueryValue(random: Random, value: string): string {
  // Sometimes raw (broken percent-encoding stays broken), usually encoded.
  return random.chance(0.2) ? encode(value).replace(/%25/g, '%') : encode(value);
}

function hostileQuery(random: Random, route: RouteInfo): string {
  const names = [
    ...route.queryParams,
    '__proto__[admin]',
    'constructor[prototype][x]',
    'limit',
    'q',
  ];
  const parts: string[] = [];
  const count = random.int(1, 4);
  for (let index = 0; index < count; index += 1) {
    const name = random.pick(names);
    const value = random.chance(0.15)
      ? String(random.pick(HOSTILE_NUMBERS))
      : random.pick(HOSTILE_STRINGS);
    parts.push(`${encode(name)}=${encodeQueryValue(random, value)}`);
    // A repeated name arrives as an array where the schema wants one value.
    if (random.chance(0.2)) parts.push(`${encode(name)}=${encodeQueryValue(random, value)}`);
  }
  if (random.chance(0.05)) parts.push(`q=${megabyteString().slice(0, 200_000)}`);
  return parts.join('&');
}

/** The route's URL with its path parameters filled with `values` (or bad ones). */
function urlOf(route: RouteInfo, random: Random, params: 'bad' | 'valid', query = ''): string {
  let path = route.path;
  for (const name of route.pathParams) {
    const value = params === 'valid' ? String(random.int(1, 3)) : random.pick(BAD_PARAMS);
    path = path.replace(`{${name}}`, value);
  }
  return query ? `${path}?${query}` : path;
}

function jsonBody(random: Random, route: RouteInfo): { payload: string; kind: string } {
  const roll = random.int(0, 6);
  if (roll === 0)
    return { kind: 'json-scalar', payload: JSON.stringify(hostileValue(random)) ?? 'null' };
  if (roll === 1) {
    return {
      kind: 'json-array',
      payload: JSON.stringify([hostileFields(random, route.bodyFields)]),
    };
  }
  if (roll === 2)
    return {
      kind: 'json-random-keys',
      payload: JSON.stringify(randomObject(random, route.bodyFields)),
    };
  if (roll === 3) return { kind: 'bad-json', payload: random.pick(BAD_JSON_TEXTS) };
  if (roll === 4 && random.chance(0.3)) {
    return { kind: 'json-deep', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` };
  }
  return {
    kind: 'json-hostile-fields',
    payload: JSON.stringify(hostileFields(random, route.bodyFields)),
  };
}

/**
 * `count` malformed requests for one route, sent with the given Authorization header (or none).
 * The mix: bad queries, bad path params, malformed JSON of every shape, wrong content types,
 * broken and hostile multipart, odd headers and other methods on the same path.
 */
export function generateCases(
  route: RouteInfo,
  random: Random,
  authorization: string | null,
  count: number,
): HostileCase[] {
  const auth: Record<string, string> = authorization ? { authorization } : {};
  const cases: HostileCase[] = [];
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  // One megabyte-sized body per route and identity: enough to prove the limit, cheap to run.
  cases.push({
    kind: 'megabyte-json',
    method: route.method,
    url: urlOf(route, random, 'valid'),
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(
      Object.fromEntries(
        (route.bodyFields.length ? route.bodyFields : ['name']).map((f) => [f, megabyteString()]),
      ),
    ),
  });
  while (cases.length < count) {
    const roll = random.int(0, 9);
    const params = route.pathParams.length > 0 && random.chance(0.5) ? 'bad' : 'valid';
    if (roll <= 1) {
      cases.push({
        kind: 'query',
        method: route.method,
        url: urlOf(route, random, params, hostileQuery(random, route)),
        headers: auth,
      });
    } else if (roll === 2 && route.pathParams.length > 0) {
      cases.push({
        kind: 'path-param',
        method: route.method,
        url: urlOf(route, random, 'bad'),
        headers: auth,
      });
    } else if (roll <= 5 && (hasBody || random.chance(0.3))) {
      const body =
        takesMultipart(route) && random.chance(0.5) ? hostileMultipart(random, route) : null;
      if (body) {
        cases.push({
          kind: body.kind,
          method: route.method,
          url: urlOf(route, random, params),
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
      } else {
        const json = jsonBody(random, route);
        cases.push({
          kind: json.kind,
          method: route.method,
          url: urlOf(route, random, params),
          headers: { ...auth, 'content-type': 'application/json' },
          payload: json.payload,
        });
      }
    } else if (roll === 6) {
      const contentType = random.pick(WRONG_CONTENT_TYPES);
      cases.push({
        kind: 'wrong-content-type',
        method: route.method,
        url: urlOf(route, random, params),
        headers: { ...auth, 'content-type': contentType },
        payload: JSON.stringify(hostileFields(random, route.bodyFields)),
      });
    } else if (roll === 7) {
      const broken = brokenMultipart(random);
      cases.push({
        kind: broken.kind,
        method: route.method,
        url: urlOf(route, random, params),
        headers: { ...auth, ...broken.headers },
        payload: broken.payload,
      });
    } else if (roll === 8) {
      cases.push({
        kind: 'odd-headers',
        method: route.method,
        url: urlOf(route, random, params),
        headers: {
          ...auth,
          accept: random.pick([
            '*/*',
            'text/html',
            'application/xml',
            '\u00ff\u00fe',
            'x'.repeat(5000),
          ]),
          origin: random.pick([
            'https://evil.example',
            'null',
            'http://127.0.0.1:3000.evil.example',
          ]),
          'x-forwarded-for': random.pick(["' OR 1=1 --", '1.1.1.1, 2.2.2.2', 'not-an-ip']),
          'accept-encoding': random.pick(['gzip;q=foo', '*', 'br, zstd, identity;q=0']),
          'content-encoding': random.pick(['gzip', 'br', 'identity', 'x-unknown']),
          'content-type': 'application/json',
        },
        payload: hasBody ? JSON.stringify(randomObject(random, route.bodyFields)) : undefined,
      });
    } else {
      const method = random.pick(OTHER_METHODS.filter((other) => other !== route.method));
      cases.push({
        kind: 'other-method',
        method,
        url: urlOf(route, random, params),
        headers: auth,
      });
    }
  }
  return cases;
}
