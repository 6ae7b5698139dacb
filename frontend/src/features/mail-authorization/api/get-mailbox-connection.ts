import { queryOptions } from '@tanstack/react-query';
import { mailboxConnectionSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

export const mailboxConnectionQueryKey = ['oauth', 'mailbox'] as const;

/** GET /api/oauth/mailbox: the provider settings and the connected office mailbox (no token). */
export const getMailboxConnectionQueryOptions = () =>
  queryOptions({
    queryKey: mailboxConnectionQueryKey,
    queryFn: ({ signal }) => apiGet('/api/oauth/mailbox', mailboxConnectionSchema, { signal }),
    // The admin comes back from the provider's page in another tab: show what it connected.
    refetchOnWindowFocus: true,
  });
