import { queryOptions } from '@tanstack/react-query';
import { caretakerListSchema, caretakerSchema } from '@memorial-care/contracts/http';
import { apiGet, apiGetTagged } from '../../../lib/api-client';

/**
 * Every caretaker query lives under this prefix; the cemetery form's checkboxes and the request
 * form's caretaker availability read ['caretakers', 'list'] too, so one invalidation after a
 * change refreshes them all.
 */
export const caretakersQueryKey = ['caretakers'] as const;

export const getCaretakers = () => apiGet('/api/caretakers', caretakerListSchema);

export const getCaretakersQueryOptions = () =>
  queryOptions({
    queryKey: [...caretakersQueryKey, 'list'] as const,
    queryFn: getCaretakers,
  });

/** GET /api/caretakers/{id} with its ETag: what the Edit form shows and saves against. */
export const getTaggedCaretakerQueryOptions = (id: string) => ({
  queryKey: [...caretakersQueryKey, 'tagged', id] as const,
  queryFn: () => apiGetTagged(`/api/caretakers/${encodeURIComponent(id)}`, caretakerSchema),
});
