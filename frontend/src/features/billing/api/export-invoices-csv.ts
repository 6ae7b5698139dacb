import { useMutation } from '@tanstack/react-query';
import type { InvoiceExportQuery } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { parseApiAnswer, type FetchLike } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { attachmentFileName, saveFile } from '../../../lib/save-file';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

export { attachmentFileName };

/**
 * GET /api/invoices/export.csv (admin): every invoice the filters match, as a file. Fetched
 * rather than followed as a link so that a refusal is shown translated instead of saved.
 */
export async function fetchInvoicesCsv(
  query: InvoiceExportQuery,
  fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<{ readonly blob: Blob; readonly fileName: string }> {
  const path = `/api/invoices/export.csv${toSearchParams(query)}`;
  const response = await fetchImpl(`${config.apiBaseUrl}${path}`, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'text/csv, application/json' },
  });
  if (!response.ok) {
    const { status, statusText } = response;
    // Throws the API's error (ApiRequestError), as every other call does.
    parseApiAnswer('GET', path, z.unknown(), { status, statusText, text: await response.text() });
  }
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ?? 'invoices.csv';
  return { blob: await response.blob(), fileName };
}

/** Export CSV: fetches the file with the list's filters and saves it; failures are the caller's. */
export function useExportInvoicesCsv() {
  return useMutation({
    mutationFn: async (query: InvoiceExportQuery) => saveFile(await fetchInvoicesCsv(query)),
  });
}
