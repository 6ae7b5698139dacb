import { queryOptions } from '@tanstack/react-query';
import { mailDeliveryPageSchema, type MailDeliveryListQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

/** Every query of the outgoing mail (pages and single mails), refreshed together. */
export const mailDeliveriesKey = ['mail-deliveries'] as const;

/** GET /api/admin/mail (admin): the outgoing mail, newest first, filtered; one page. */
export const getMailDeliveriesQueryOptions = (query: MailDeliveryListQuery = {}) =>
  queryOptions({
    queryKey: [...mailDeliveriesKey, query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/mail${toSearchParams(query)}`, mailDeliveryPageSchema, { signal }),
  });
