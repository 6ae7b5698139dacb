import { caretakerSchema } from '@memorial-care/contracts/http';
import { apiGetTagged } from '../../../lib/api-client';

/**
 * Every caretaker query lives under this prefix; the list is the shared one
 * (`lib/api/get-caretakers.ts`, key ['caretakers', 'list']) that the cemetery form's checkboxes
 * and the request form read too, so one invalidation after a change refreshes them all.
 */
export const caretakersQueryKey = ['caretakers'] as const;

export { getCaretakersQueryOptions } from '../../../lib/api/get-caretakers';

/** GET /api/caretakers/{id} with its ETag: what the Edit form shows and saves against. */
export const getTaggedCaretakerQueryOptions = (id: string) => ({
  queryKey: [...caretakersQueryKey, 'tagged', id] as const,
  queryFn: () => apiGetTagged(`/api/caretakers/${encodeURIComponent(id)}`, caretakerSchema),
});
