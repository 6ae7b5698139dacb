import { useQuery } from '@tanstack/react-query';
import { getRecentRegistrationsQueryOptions } from './get-recent-registrations';

/**
 * The sidebar badge: how many registrations are recent. It reads the Registrations screen's
 * own query (one fetch serves both, and a change there updates the badge at once).
 * 0 while loading, on failure, or when `enabled` is false (not an admin).
 */
export function useRecentClientsCount(enabled: boolean): number {
  const { data } = useQuery({
    ...getRecentRegistrationsQueryOptions(),
    enabled,
    select: (registrations) => registrations.length,
  });
  return data ?? 0;
}
