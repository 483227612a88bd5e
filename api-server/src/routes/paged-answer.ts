import type { FastifyReply } from 'fastify';

/**
 * A page as the lists answer it: the page's items as the body, the number of all that the query
 * finds in `X-Total-Count`.
 */
export function pagedAnswer<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  void reply.header('X-Total-Count', String(page.total));
  return page.items;
}
