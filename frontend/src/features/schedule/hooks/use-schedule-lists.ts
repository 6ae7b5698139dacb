import { useQuery } from '@tanstack/react-query';
import { getCaretakersQueryOptions } from '../../../lib/api/get-caretakers';
import { getCemeteriesQueryOptions } from '../../../lib/api/get-cemeteries';

/**
 * The lists the screen picks from: cemeteries for everyone; caretakers (their names, days and
 * holidays) for admins only, who alone may read them and schedule them.
 */
export function useScheduleLists(isAdmin: boolean) {
  const caretakers = useQuery({ ...getCaretakersQueryOptions(), enabled: isAdmin });
  const cemeteries = useQuery(getCemeteriesQueryOptions());
  return {
    caretakers: isAdmin ? (caretakers.data ?? []) : null,
    cemeteries: cemeteries.data ?? [],
    loading: (isAdmin && caretakers.isPending) || cemeteries.isPending,
  };
}
