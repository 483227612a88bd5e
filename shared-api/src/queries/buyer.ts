import { queryOptions } from '@tanstack/react-query';
import { getBuyerHome } from '../endpoints/buyer';

/** Query keys of the signed-in buyer's page. */
export const buyerKeys = { home: ['buyer', 'home'] as const };

/** GET /api/buyer/requirement. */
export function buyerHomeQuery() {
  return queryOptions({ queryKey: buyerKeys.home, queryFn: getBuyerHome });
}
