import { queryOptions } from '@tanstack/react-query';
import { unmatchedTransferListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { billingQueryKey } from './get-invoices';

/** GET /api/payments/unmatched (admin): imported transfers no invoice took, newest first. */
export const getUnmatchedTransfersQueryOptions = () =>
  queryOptions({
    queryKey: [...billingQueryKey, 'unmatched'] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/payments/unmatched', unmatchedTransferListSchema, { signal }),
  });
