import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageListQuery } from '../contract/messages';
import { getEnquiry, getMessages } from '../endpoints/messages';
import { operationsKeys } from './operations';
import { peopleKeys } from './people';
import { refreshAfterChange } from './query-client';

/** Query keys of the administrator's Messages screen (the outbox, decision 092). */
export const messageKeys = {
  all: ['messages'] as const,
  page: (query: Partial<MessageListQuery>) => ['messages', query] as const,
};

/** GET /api/messages (admin), one page, newest first, optionally of one status. */
export function messagePageQuery(query: Partial<MessageListQuery>) {
  return queryOptions({ queryKey: messageKeys.page(query), queryFn: () => getMessages(query) });
}

/** GET /api/enquiries/{id}: the one lead a new-lead alert's link opens. */
export function enquiryQuery(id: number) {
  // Under the inbox's key, so a status change refreshes it with the inbox's pages.
  return queryOptions({
    queryKey: [...peopleKeys.enquiries, 'lead', id] as const,
    queryFn: () => getEnquiry(id),
  });
}

/** After "Retry now": the list, and the site health's count of waiting messages. */
export async function invalidateMessages(client: QueryClient): Promise<void> {
  await refreshAfterChange(client, [messageKeys.all, operationsKeys.status]);
}
