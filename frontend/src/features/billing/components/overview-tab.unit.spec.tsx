import type { InvoiceAging, RevenueByMonth } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getInvoiceAgingQueryOptions } from '../api/get-invoice-aging';
import { getRevenueQueryOptions } from '../api/get-revenue';
import { billingI18n } from '../i18n';
import { OverviewTab } from './overview-tab';

// A static render of the Overview from answers in the query cache (the chart itself is a lazy
// chunk: a placeholder here, its figures in the table).

const aging: InvoiceAging = {
  asOf: '2026-05-14',
  buckets: [
    { bucket: 'not_due', owed: '21.00', invoices: 2 },
    { bucket: '1-30', owed: '25.00', invoices: 1 },
    { bucket: '31-60', owed: '0.00', invoices: 0 },
    { bucket: 'over_60', owed: '1033.50', invoices: 3 },
  ],
  owed: '1079.50',
  invoices: 6,
};

const revenue: RevenueByMonth = {
  months: [
    { month: '2026-03', received: '0.00', payments: 0 },
    { month: '2026-04', received: '1000.00', payments: 3 },
    { month: '2026-05', received: '234.50', payments: 1 },
  ],
  total: '1234.50',
};

const render = (setUp: (queryClient: QueryClient) => void) =>
  renderToText(<OverviewTab onShowInvoices={() => {}} />, {
    translations: { billing: billingI18n.en, common: commonI18n.en },
    setUp,
  });

describe('OverviewTab', () => {
  it('shows what open invoices owe per bucket, each leading to its invoices', async () => {
    const { text, html } = await render((queryClient) =>
      queryClient.setQueryData(getInvoiceAgingQueryOptions().queryKey, aging),
    );
    expect(text).toContain('Not Yet Due €21.00 2 invoices');
    expect(text).toContain('1–30 Days Overdue €25.00 1 invoice');
    expect(text).toContain('31–60 Days Overdue €0.00 0 invoices');
    expect(text).toContain('Over 60 Days Overdue €1,033.50 3 invoices');
    // Each link's name begins with what it shows (WCAG 2.5.3).
    for (const [shown, bucket] of [
      ['2 invoices', 'Not Yet Due'],
      ['1 invoice', '1–30 Days Overdue'],
      ['3 invoices', 'Over 60 Days Overdue'],
    ])
      expect(html).toContain(`aria-label="Show ${shown}: ${bucket}"`);
  });

  it('gives the revenue of each month in a table beside the chart, and their total', async () => {
    const { text } = await render((queryClient) =>
      queryClient.setQueryData(getRevenueQueryOptions().queryKey, revenue),
    );
    expect(text).toContain('Revenue by Month');
    expect(text).toContain('Last 12 months: €1,234.50');
    expect(text).toMatch(
      /Month Payments Received .*Mar 2026 0 €0\.00 Apr 2026 3 €1,000\.00 May 2026 1 €234\.50/,
    );
  });
});
