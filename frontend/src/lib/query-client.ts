import { QueryClient } from '@tanstack/react-query';
import { onReadModelsLagging } from './api-client';

/** After an answer that says read models lag, the screen's data is fetched again this much later. */
export const refetchAfterLaggingMs = 1_500;

/**
 * The spec's data reader: no retry, no refetch on focus or reconnect, data never stale. Fresh
 * data comes from mutations invalidating what they changed, never from timers; the one
 * exception is an answer sent before the read models caught up (X-Read-Models-Lagging), after
 * which every query is refetched once, a moment later.
 */
export const createQueryClient = ({ refetchAfterLagMs = refetchAfterLaggingMs } = {}) => {
  const client = new QueryClient({
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
  let refetch: ReturnType<typeof setTimeout> | undefined;
  onReadModelsLagging(() => {
    // Several lagging answers in a row need one refetch, after the last of them.
    clearTimeout(refetch);
    refetch = setTimeout(() => void client.invalidateQueries(), refetchAfterLagMs);
  });
  return client;
};
