import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { creditNotePageSchema, type CreditNoteListQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';
import { billingQueryKey } from './get-invoices';

export const creditNotesQueryKey = [...billingQueryKey, 'credit-notes'] as const;

/** GET /api/credit-notes: one page, newest first (a client gets only their own). */
export const getCreditNotesQueryOptions = (query: CreditNoteListQuery) =>
  queryOptions({
    queryKey: [...creditNotesQueryKey, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/credit-notes${toSearchParams(query)}`, creditNotePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** Where a credit note's PDF opens (the admin's and the owning family's only). */
export const creditNotePdfUrl = (id: string) => `/api/credit-notes/${encodeURIComponent(id)}/pdf`;
