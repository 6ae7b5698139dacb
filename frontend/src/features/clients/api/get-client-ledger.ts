import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  creditNotePageSchema,
  invoicePageSchema,
  paymentPageSchema,
  paymentsSummarySchema,
} from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

// One client's ledger for the Billing tab (admin). The keys are the Payments screen's own
// (features/billing/api), so both share their cache entries and an invoice issued, voided or
// paid there (which invalidates ['billing']) refreshes this tab too.

export const clientLedgerPageSize = 10;

/** GET /api/payments/summary?clientId=: what the family has paid and owes. */
export const getClientPaymentsSummaryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['billing', 'payments', 'summary', { clientId }] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/payments/summary${toSearchParams({ clientId })}`, paymentsSummarySchema, {
        signal,
      }),
  });

/** GET /api/invoices?clientId=: one page of the client's invoices, the newest first. */
export const getClientInvoicesQueryOptions = (clientId: string, page: number) => {
  const query = { clientId, page, pageSize: clientLedgerPageSize, sort: '-issuedOn' } as const;
  return queryOptions({
    queryKey: ['billing', 'invoices', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/invoices${toSearchParams(query)}`, invoicePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/payments?clientId=: one page of the client's payments, the newest first. */
export const getClientPaymentsQueryOptions = (clientId: string, page: number) => {
  const query = { clientId, page, pageSize: clientLedgerPageSize } as const;
  return queryOptions({
    queryKey: ['billing', 'payments', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/payments${toSearchParams(query)}`, paymentPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/credit-notes?clientId=: one page of the client's credit notes, the newest first. */
export const getClientCreditNotesQueryOptions = (clientId: string, page: number) => {
  const query = { clientId, page, pageSize: clientLedgerPageSize } as const;
  return queryOptions({
    queryKey: ['billing', 'credit-notes', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/credit-notes${toSearchParams(query)}`, creditNotePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Where a credit note's PDF opens (GET /api/credit-notes/:id/pdf). */
export const clientCreditNotePdfUrl = (id: string) =>
  `/api/credit-notes/${encodeURIComponent(id)}/pdf`;
