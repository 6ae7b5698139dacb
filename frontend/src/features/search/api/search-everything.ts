import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchResultsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** GET /api/search?q= (admin): the header search's five groups. */
export const searchEverythingQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: () => apiGet(`/api/search?${new URLSearchParams({ q })}`, searchResultsSchema),
    enabled: q !== '',
    // The last answer stays on screen while the next term's is on its way.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
