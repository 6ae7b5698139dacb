import { stringify } from 'csv-stringify/sync';
import type { MonthlyReport } from '@memorial-care/contracts/http';
import { spreadsheetSafe } from '../shared/spreadsheet-safe';

// The monthly report as one CSV table: a section per kind of figure (status, service, revenue,
// completion, caretaker), amounts as plain decimals and hours with one decimal.

export const monthlyReportCsvColumns = ['section', 'item', 'count', 'amount', 'hours'] as const;

const row = (section: string, item: string, count: number | '', amount = '', hours = '') => [
  section,
  spreadsheetSafe(item),
  String(count),
  amount,
  hours,
];

const hoursText = (hours: number | null) => (hours === null ? '' : hours.toFixed(1));

export const monthlyReportCsv = (report: MonthlyReport): string =>
  stringify(
    [
      row('month', report.month, ''),
      ...report.byStatus.map((s) => row('status', s.status, s.requests)),
      ...report.byService.map((s) => row('service', s.serviceType, s.requests, s.amount)),
      row('revenue', 'received', report.payments, report.revenue),
      row('completion', 'average', report.completed, '', hoursText(report.averageCompletionHours)),
      row('completion', 'median', report.completed, '', hoursText(report.medianCompletionHours)),
      ...report.caretakers.map((c) => row('caretaker', c.name, c.visitsCompleted, c.earnings)),
    ],
    { header: true, columns: [...monthlyReportCsvColumns], bom: true, record_delimiter: 'windows' },
  );
