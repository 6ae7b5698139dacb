import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data reader: no retry, no refetch on focus or reconnect, data never stale. Fresh
 * data comes from mutations invalidating what they changed, never from timers.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
