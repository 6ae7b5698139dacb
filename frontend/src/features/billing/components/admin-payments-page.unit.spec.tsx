import { MemoryRouter } from 'react-router-dom';
import type { Invoice, InvoicePage, PaymentsSummary } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import { getPaymentsSummaryQueryOptions } from '../api/get-payments-summary';
import { billingI18n } from '../i18n';
import { defaultInvoiceListState, toInvoiceListQuery } from '../utils/invoice-list-query';
import { AdminPaymentsPage } from './admin-payments-page';
import { InvoicesTab } from './invoices-tab';

// A static render of the admin's Payments page from answers in the query cache.

const invoice = (number: string, change: Partial<Invoice>): Invoice => ({
  id: `id-${number}`,
  number,
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  kind: 'manual',
  lines: [],
  subtotal: '100.00',
  vatRate: '0',
  vatAmount: '0.00',
  total: '100.00',
  vatNote: null,
  currency: 'EUR',
  issuedOn: '2026-04-01',
  dueDate: '2026-04-15',
  reference: 'RF00',
  status: 'open',
  paid: '0.00',
  balance: '100.00',
  overdue: false,
  lastPaymentOn: null,
  voidedAt: null,
  voidReason: null,
  credited: '0.00',
  refunded: '0.00',
  creditNotes: [],
  ...change,
});

const open1 = invoice('2026-000001', { overdue: true, paid: '0.10', balance: '99.90' });
const open2 = invoice('2026-000002', { balance: '0.20', paid: '99.80' });
const paid = invoice('2026-000003', { status: 'paid', paid: '100.00', balance: '0.00' });
const voided = invoice('2026-000004', { status: 'void', balance: '0.00' });

const setUp = (queryClient: QueryClient) => {
  queryClient.setQueryData(getPaymentsSummaryQueryOptions(null).queryKey, {
    totalPaid: '1234.50',
    pending: '0.20',
    outstanding: '99.90',
    credit: '0.00',
    openInvoices: 2,
    overdueInvoices: 1,
    lastPaymentOn: null,
    lastPaymentMethod: null,
  } satisfies PaymentsSummary);
  queryClient.setQueryData(
    getInvoicesQueryOptions(toInvoiceListQuery(defaultInvoiceListState)).queryKey,
    { items: [open1, open2, paid, voided], total: 4 } satisfies InvoicePage,
  );
};

describe('AdminPaymentsPage', () => {
  it("shows the business's figures from the ledger summary, the sums exact", async () => {
    const { text } = await renderToText(
      <MemoryRouter>
        <AdminPaymentsPage />
      </MemoryRouter>,
      {
        translations: { billing: billingI18n.en, common: commonI18n.en },
        setUp,
      },
    );
    expect(text).toContain('Total Received €1,234.50');
    expect(text).toContain('Still Owed on Open Invoices €100.10');
    expect(text).toContain('Open Invoices 2');
    expect(text).toContain('Overdue Invoices 1');
    expect(text).toContain('Overdue: €99.90');
    expect(text).toContain('New Invoice');
  });

  it('opens on the Overview, with a tab for the invoices, the payments and the statements', async () => {
    const { html } = await renderToText(
      <MemoryRouter>
        <AdminPaymentsPage />
      </MemoryRouter>,
      {
        translations: { billing: billingI18n.en, common: commonI18n.en },
        setUp,
      },
    );
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(tabs).toEqual(
      expect.arrayContaining(['Overview', 'Invoices', 'Payments', 'Statements']),
    );
    expect(html).toMatch(/aria-selected="true"[^>]*>Overview</);
    expect(html).toContain('Open Invoices by Days Past Due');
    expect(html).toContain('Revenue by Month');
  });

  it('lists the invoices with their status, and actions on open ones only', async () => {
    const { text, html } = await renderToText(<InvoicesTab />, {
      translations: { billing: billingI18n.en, common: commonI18n.en },
      setUp,
    });
    expect(text).toMatch(/2026-000001 Milica Jovanović .* €100\.00 €0\.10 €99\.90 Open Overdue/);
    expect(text).toMatch(/2026-000003 .* Paid/);
    expect(text).toMatch(/2026-000004 .* Void/);
    expect(html).toContain('aria-label="Record Payment: invoice 2026-000001"');
    expect(html).toContain('aria-label="Void invoice 2026-000002"');
    for (const number of ['2026-000003', '2026-000004']) {
      expect(html).not.toContain(`Record Payment: invoice ${number}`);
      expect(html).not.toContain(`Void invoice ${number}`);
    }
    expect(text).toContain('1–4 of 4');
  });
});
