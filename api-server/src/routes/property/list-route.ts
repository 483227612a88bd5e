import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  PROPERTY_IDS_FILTER_MAX,
  PROPERTY_LIST_MAX_LIMIT,
  propertyListQuerySchema,
  type PropertyListQuery,
} from 'shared-api/contract';
import { z } from 'zod';
import { listVersionReader } from '../../db/list-version';
import {
  LIST_QUERY_DEFAULTS,
  propertyService,
  type ListScope,
  type PropertyService,
} from '../../services/properties';
import { errorResponses } from '../schemas';
import { createListCache, type ListAnswer } from './list-cache';
import { propertyListItemSchema } from './schemas';

const LIST_DESCRIPTION =
  `Public list for the home page and the listing table. Without \`limit\` at most ` +
  `${PROPERTY_LIST_MAX_LIMIT} items are returned (the largest page); page with \`limit\` and ` +
  '`offset`. The number of matching properties is in the `X-Total-Count` header. `q` searches the ' +
  'property ID, project name and address (case-insensitive). `mine=true` needs a token and lists ' +
  'only the caller’s own properties (every property for the admin). `rera=missing` lists only ' +
  'the properties without a RERA registration number. `bhk` takes bedroom counts, comma-separated ' +
  '(`bhk=2,3`: 2 or 3 BHK; `0` is a studio, 1 RK); `minArea` and `maxArea` bound the carpet ' +
  'area in sq.ft. A listing without bedrooms or a carpet area is left out by those filters. ' +
  `\`ids\` names up to ${PROPERTY_IDS_FILTER_MAX} properties, comma-separated (a visitor's shortlist ` +
  'in one read); ids of no property are simply not in the answer.';

/** The content type Fastify gives a serialized JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The route's own serializer (zod: checked, unknown keys dropped), so a cached body is exactly
 * what the route would have sent.
 */
function serializeAsRoute(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  if (typeof body !== 'string') throw new Error('The list serializer must give JSON text');
  return body;
}

/** A string with a JSON content type is sent as it is: Fastify serializes only other payloads. */
function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

/** A page of the list, serialized as the route sends it, and its total. */
async function readAnswer(
  properties: PropertyService,
  reply: FastifyReply,
  scope: ListScope,
): Promise<ListAnswer> {
  const { items, total } = await properties.listPage(scope);
  return { body: serializeAsRoute(reply, items), total };
}

/** Every parameter of the query's schema, sorted once (see listCacheKey). */
const QUERY_PARAMETERS = Object.keys(propertyListQuerySchema.shape).sort();

/**
 * The whole validated query (zod drops unknown parameters) with defaults applied, as JSON with
 * sorted keys: two URLs that ask the same thing share one entry, and a parameter added to the
 * schema is part of the key without anyone listing it here. An empty text filters nothing.
 * A loop rather than spreads and sorts per request: this runs on every cached answer.
 */
export function listCacheKey(query: PropertyListQuery): string {
  const given: Record<string, unknown> = query;
  const defaults: Record<string, unknown> = LIST_QUERY_DEFAULTS;
  const key: Record<string, unknown> = {};
  for (const name of QUERY_PARAMETERS) {
    const value = given[name];
    key[name] = value === undefined || value === '' ? defaults[name] : value;
  }
  return JSON.stringify(key);
}

/** GET properties: the home page's list and the listing table. */
export const propertyListRoute: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const properties = propertyService(fastify);
  const { listCacheMaxChars } = fastify.config;
  const cache =
    listCacheMaxChars > 0
      ? createListCache(listVersionReader(fastify.db), listCacheMaxChars)
      : null;

  fastify.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'A page of properties; the total is in X-Total-Count',
        description: LIST_DESCRIPTION,
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertyListItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const scope = properties.listScope(request.query, request.user);
      // Only the public answer is shared: `mine` depends on the caller's token.
      const answer =
        cache && scope.isPublic
          ? await cache(listCacheKey(request.query), () => readAnswer(properties, reply, scope))
          : await readAnswer(properties, reply, scope);
      void reply.header('X-Total-Count', String(answer.total));
      return sendSerialized(reply, answer.body);
    },
  );
  done();
};
