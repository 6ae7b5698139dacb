import { queryOptions } from '@tanstack/react-query';
import { caretakerListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/**
 * The caretaker list for the form's checkboxes. Under the 'caretakers' prefix, so the caretakers
 * screen's invalidations (create, rename, delete) refresh it too.
 */
export const getCaretakersQueryOptions = () =>
  queryOptions({
    queryKey: ['caretakers', 'list'] as const,
    queryFn: () => apiGet('/api/caretakers', caretakerListSchema),
  });
