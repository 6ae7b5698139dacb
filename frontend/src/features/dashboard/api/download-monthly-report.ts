import { useMutation } from '@tanstack/react-query';
import type { MonthlyReportFormat } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { parseApiAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { attachmentFileName, saveFile } from '../../../lib/save-file';

export interface MonthlyReportRequest {
  /** `yyyy-MM`. */
  readonly month: string;
  readonly format: MonthlyReportFormat;
}

/**
 * GET /api/reports/monthly (admin) as a file. Fetched rather than followed as a link so that a
 * refusal is shown translated instead of saved.
 */
async function fetchMonthlyReport({ month, format }: MonthlyReportRequest) {
  const path = `/api/reports/monthly?${new URLSearchParams({ month, format })}`;
  const response = await fetch(`${config.apiBaseUrl}${path}`, { credentials: 'include' });
  if (!response.ok) {
    const { status, statusText } = response;
    parseApiAnswer('GET', path, z.unknown(), { status, statusText, text: await response.text() });
  }
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ??
    `monthly-report-${month}.${format}`;
  return { blob: await response.blob(), fileName };
}

export function useDownloadMonthlyReport() {
  return useMutation({
    mutationFn: async (request: MonthlyReportRequest) =>
      saveFile(await fetchMonthlyReport(request)),
  });
}
