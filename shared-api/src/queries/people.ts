import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EnquiryStatus } from '../contract/enquiry';
import type { EnquirySort } from '../contract/messages';
import { getInbox } from '../endpoints/messages';
import { getUsers } from '../endpoints/users';
import { dashboardKeys } from './dashboard';
import { refreshAfterChange } from './query-client';

/** Query keys of the users list and the enquiries inbox. */
export const peopleKeys = {
  users: ['users'] as const,
  enquiries: ['enquiries'] as const,
  enquiryPage: (query: EnquiryPageQuery) => ['enquiries', query] as const,
};

export interface EnquiryPageQuery {
  limit: number;
  offset: number;
  status?: EnquiryStatus;
  /** 'waiting': the leads still waiting for a first reply first (decision 092). */
  sort?: EnquirySort;
}

/** GET /api/master_table/get_users. */
export function usersQuery() {
  return queryOptions({ queryKey: peopleKeys.users, queryFn: getUsers });
}

/** GET /api/enquiries, one page, newest (or waiting) first, with whether each lead's alerts went out. */
export function enquiryPageQuery(query: EnquiryPageQuery) {
  return queryOptions({
    queryKey: peopleKeys.enquiryPage(query),
    queryFn: () => getInbox(query),
  });
}

/** After a user was added, changed, enabled, disabled or deleted: the list and the counts. */
export async function invalidateUsers(client: QueryClient): Promise<void> {
  await refreshAfterChange(client, [peopleKeys.users, dashboardKeys.summary]);
}

/**
 * After an enquiry's status changed: the counts load again now; the inbox's pages on screen keep
 * the row where it is (the caller puts the server's answer in it) and load again when next shown.
 */
export async function invalidateEnquiries(client: QueryClient): Promise<void> {
  await Promise.all([
    refreshAfterChange(client, [peopleKeys.enquiries], 'keep'),
    refreshAfterChange(client, [dashboardKeys.summary]),
  ]);
}
