import { queryOptions } from '@tanstack/react-query';
import { publicCemeteryListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/**
 * The cemeteries a grave may lie in, for the form's picker. Under the 'cemeteries' prefix so a
 * cemetery change refreshes it; its own key, because the admin screen's list has another shape.
 */
export const getCemeteryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['cemeteries', 'options'] as const,
    queryFn: () => apiGet('/api/cemeteries', publicCemeteryListSchema),
  });
