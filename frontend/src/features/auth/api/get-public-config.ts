import { publicConfigSchema } from '@memorial-care/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Public facts for the sign-in section: the demo accounts, when the server has them. */
export const getPublicConfig = () => apiGet('/api/public/config', publicConfigSchema);

export const getPublicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
