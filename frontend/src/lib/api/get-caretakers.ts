import { queryOptions } from '@tanstack/react-query';
import { caretakerListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../api-client';

/**
 * The caretaker list other features pick from (the cemetery form's checkboxes, the request
 * filters and form). The caretakers feature's own list query shares its key, under the
 * 'caretakers' prefix, so that screen's invalidations (create, rename, delete) refresh it too.
 */
export const getCaretakersQueryOptions = () =>
  queryOptions({
    queryKey: ['caretakers', 'list'] as const,
    queryFn: () => apiGet('/api/caretakers', caretakerListSchema),
  });
