import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cemeteryImportResultSchema } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCemeteryChange } from './invalidate-after-change';

export const importSerbianCemeteries = () =>
  apiRequest('POST', '/api/cemeteries/import-serbian', { schema: cemeteryImportResultSchema });

export function useImportSerbianCemeteries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSerbianCemeteries,
    onSuccess: () => invalidateAfterCemeteryChange(queryClient),
  });
}
