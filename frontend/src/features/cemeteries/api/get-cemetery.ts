import { queryOptions } from '@tanstack/react-query';
import { cemeteryDetailsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { cemeteriesQueryKey } from './get-cemeteries';

export const cemeteryQueryKey = (id: string) => [...cemeteriesQueryKey, 'detail', id] as const;

export const getCemetery = (id: string) =>
  apiGet(`/api/cemeteries/${encodeURIComponent(id)}`, cemeteryDetailsSchema);

export const getCemeteryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cemeteryQueryKey(id),
    queryFn: () => getCemetery(id),
  });
