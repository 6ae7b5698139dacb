import { publicCemeteryListSchema } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getPublicCemeteries = () => apiGet('/api/cemeteries', publicCemeteryListSchema);

/** Under the `cemeteries` prefix, so a change to cemeteries refreshes this list too. */
export const getPublicCemeteriesQueryOptions = () =>
  queryOptions({ queryKey: ['cemeteries', 'public'], queryFn: getPublicCemeteries });
