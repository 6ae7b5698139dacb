import { serviceDay } from '@memorial-care/contracts/domain';
import { invoiceExportQuerySchema, revenueQuerySchema } from '@memorial-care/contracts/http';
import {
  invoiceAging,
  invoicesForExport,
  revenueByMonth,
} from '@memorial-care/projections/billing';
import { defineRoute } from '../http/route';
import { invoicesCsv } from './invoice-csv';

/** The business day in Serbia: months and days past due are counted on it. */
const today = () => serviceDay(new Date()).date;

/**
 * The admin's reports on the ledger. Wired before the invoice routes: `/api/invoices/aging` and
 * `/api/invoices/export.csv` would otherwise be taken for `/api/invoices/:id`.
 */
export const billingReportRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/payments/revenue',
    access: ['admin'],
    query: revenueQuerySchema,
    handle: async ({ query, deps }) => ({
      body: await revenueByMonth(deps.pool, today(), query.months),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/invoices/aging',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await invoiceAging(deps.pool, today()) }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/invoices/export.csv',
    access: ['admin'],
    query: invoiceExportQuerySchema,
    handle: async ({ query, deps, ctx }) => {
      const day = today();
      const csv = await invoicesCsv(invoicesForExport(deps.pool, query, day));
      ctx.attachment(`invoices-${day}.csv`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      return { body: csv };
    },
  }),
];
