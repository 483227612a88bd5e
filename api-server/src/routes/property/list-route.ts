import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PROPERTY_LIST_MAX_LIMIT, propertyListQuerySchema } from 'shared-api/contract';
import { z } from 'zod';
import { dataVersionOf } from '../../db/database';
import { AnswerCache } from '../../lib/answer-cache';
import { httpError } from '../../lib/http-error';
import { SIGN_IN_MESSAGE } from '../../plugins/auth';
import {
  listProperties,
  type PropertyFilter,
  type PropertyPage,
} from '../../repositories/properties';
import { errorResponses } from '../schemas';
import { propertyListItemSchema } from './schemas';
import { toListItem } from './to-wire';

const LIST_DESCRIPTION =
  `Public list for the home page and the listing table. Without \`limit\` at most ` +
  `${PROPERTY_LIST_MAX_LIMIT} items are returned (the largest page); page with \`limit\` and ` +
  '`offset`. The number of matching properties is in the `X-Total-Count` header. `q` searches the ' +
  'property ID, project name and address (case-insensitive). `mine=true` needs a token and lists ' +
  'only the caller’s own properties (every property for the admin).';

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

/**
 * The public answers, cached while the data is unchanged, when this process sees every write
 * (SQLite; see docs/decisions/040-public-list-cache.md for PostgreSQL).
 */
function createListCache(fastify: FastifyInstance): AnswerCache | null {
  const dataVersion = dataVersionOf(fastify.db);
  const maxChars = fastify.config.listCacheMaxChars;
  return dataVersion && maxChars > 0 ? new AnswerCache(dataVersion, maxChars) : null;
}

/** The normalised query: two URLs that ask the same thing share one entry. */
function cacheKey(filter: PropertyFilter, page: PropertyPage): string {
  return JSON.stringify([
    filter.q,
    filter.cityId,
    filter.propertyTypeId,
    filter.statusId,
    filter.minPrice,
    filter.maxPrice,
    page.limit,
    page.offset,
    page.sort,
  ]);
}

/** GET properties: the home page's list and the listing table. */
export const propertyListRoute: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const { db } = fastify;
  const cache = createListCache(fastify);

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
      const query = request.query;
      const user = request.user;
      const mine = query.mine === 'true';
      if (mine && !user) throw httpError(401, SIGN_IN_MESSAGE);
      const filter: PropertyFilter = {
        q: query.q || undefined,
        cityId: query.city,
        propertyTypeId: query.type,
        statusId: query.status,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        createdBy: mine && user && user.role !== 'admin' ? user.id : undefined,
      };
      const page: PropertyPage = {
        limit: query.limit ?? PROPERTY_LIST_MAX_LIMIT,
        offset: query.offset ?? 0,
        sort: query.sort ?? 'newest',
      };
      // Only the public answer is shared: `mine` depends on the caller's token.
      const key = cache && !mine ? cacheKey(filter, page) : null;
      const readAt = cache?.version() ?? 0;
      let answer = key === null ? undefined : cache?.get(key);
      if (!answer) {
        const { items, total } = await listProperties(db, filter, page);
        answer = { body: serializeAsRoute(reply, items.map(toListItem)), total };
        if (key !== null) cache?.set(key, answer, readAt);
      }
      void reply.header('X-Total-Count', String(answer.total));
      return sendSerialized(reply, answer.body);
    },
  );
  done();
};
