import type { QueryClient } from '@tanstack/react-query';
import { caretakersQueryKey } from './get-caretakers';

/**
 * A caretaker change shows in the caretaker list and everything that names caretakers or their
 * availability: the cemeteries (assigned caretakers), the requests and their form, the
 * dashboards. The server answers only after its read models are updated, so the refetch already
 * sees the change.
 */
export const invalidateAfterCaretakerChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: caretakersQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['cemeteries'] }),
    queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
