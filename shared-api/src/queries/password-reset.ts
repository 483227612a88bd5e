import { queryOptions } from '@tanstack/react-query';
import { getPasswordResetAvailability } from '../endpoints/auth';

/** Whether the sign-in page offers "Forgot password?": a server setting, read once a page load. */
export function passwordResetAvailabilityQuery() {
  return queryOptions({
    queryKey: ['password-reset-availability'] as const,
    queryFn: getPasswordResetAvailability,
    staleTime: Infinity,
  });
}
