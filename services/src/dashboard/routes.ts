import { serviceDay } from '@memorial-care/contracts/domain';
import { monthlyReportQuerySchema } from '@memorial-care/contracts/http';
import { dashboardStats, monthlyReport } from '@memorial-care/projections/dashboard';
import { defineRoute } from '../http/route';
import { monthlyReportCsv } from './monthly-report-csv';
import { renderMonthlyReportPdf } from './monthly-report-pdf';

// The admin dashboard's cards and the monthly report, from the read models.

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/dashboard/stats',
    access: ['admin'],
    handle: async ({ deps }) => ({
      body: await dashboardStats(deps.pool, serviceDay(new Date()).date),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/reports/monthly',
    access: ['admin'],
    query: monthlyReportQuerySchema,
    handle: async ({ query, deps, ctx }) => {
      const report = await monthlyReport(deps.pool, query.month);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment(`monthly-report-${query.month}.${query.format}`);
      if (query.format === 'pdf') {
        ctx.type = 'application/pdf';
        return { body: await renderMonthlyReportPdf(report) };
      }
      ctx.type = 'text/csv; charset=utf-8';
      return { body: monthlyReportCsv(report) };
    },
  }),
];
