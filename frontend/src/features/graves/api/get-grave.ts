import { queryOptions } from '@tanstack/react-query';
import { graveSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { gravesQueryKey } from './get-graves';

export const graveQueryKey = (id: string) => [...gravesQueryKey, 'detail', id] as const;

export const getGrave = (id: string) =>
  apiGet(`/api/graves/${encodeURIComponent(id)}`, graveSchema);

/** GET /api/graves/{id}: one grave with its care wishes, visits, client and cemetery. */
export const getGraveQueryOptions = (id: string) =>
  queryOptions({ queryKey: graveQueryKey(id), queryFn: () => getGrave(id) });
