import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientListSchema } from '@memorial-care/contracts/http';
import { apiGet, isApiStatus } from '../../../lib/api-client';

/**
 * How many client registrations are recent (GET /api/clients/recent, admin only), for the
 * sidebar badge. A 404 means the server does not offer the list yet: no registrations to show.
 */
export async function getRecentClientsCount(): Promise<number> {
  try {
    return (await apiGet('/api/clients/recent', clientListSchema)).length;
  } catch (error) {
    if (isApiStatus(error, 404)) return 0;
    throw error;
  }
}

export const getRecentClientsCountQueryOptions = () =>
  queryOptions({
    // Under ['clients'], so any change to clients refreshes the badge too.
    queryKey: ['clients', 'recent', 'count'],
    queryFn: getRecentClientsCount,
  });

/** The badge count; 0 while loading, on failure, or when `enabled` is false (not an admin). */
export function useRecentClientsCount(enabled: boolean): number {
  const { data } = useQuery({ ...getRecentClientsCountQueryOptions(), enabled });
  return data ?? 0;
}
