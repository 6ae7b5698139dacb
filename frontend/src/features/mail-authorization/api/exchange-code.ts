import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxConnectionSchema, type ExchangeCodeInput } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { mailboxConnectionQueryKey } from './get-mailbox-connection';

/** POST /api/oauth/exchange-code: finishes the authorization; answers the connected mailbox. */
export const exchangeCode = (input: ExchangeCodeInput) =>
  apiRequest('POST', '/api/oauth/exchange-code', {
    body: input,
    idempotent: true,
    schema: mailboxConnectionSchema,
  });

/** Step 2; the page shows the connected mailbox from the answer at once. */
export function useExchangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCode,
    onSuccess: (connection) => queryClient.setQueryData(mailboxConnectionQueryKey, connection),
  });
}
