import type {
  Invoice,
  InvoicePage,
  PaymentPage,
  PaymentsSummary,
} from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import { getPaymentsQueryOptions } from '../api/get-payments';
import { getPaymentsSummaryQueryOptions } from '../api/get-payments-summary';
import { billingI18n } from '../i18n';
import {
  ClientPaymentsPage,
  clientOpenInvoicesQuery,
  paymentHistoryPageSize,
} from './client-payments-page';

// A static render (no DOM, no requests) of the client's Payments page from answers put in the
// query cache under the keys the page asks for.

const emptySummary: PaymentsSummary = {
  totalPaid: '0.00',
  pending: '0.00',
  outstanding: '0.00',
  credit: '0.00',
  openInvoices: 0,
  overdueInvoices: 0,
  lastPaymentOn: null,
  lastPaymentMethod: null,
};

const invoice = (number: string, dueDate: string, overdue: boolean): Invoice => ({
  id: `id-${number}`,
  number,
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  kind: 'manual',
  lines: [{ description: 'Grave cleaning', quantity: 1, unitPrice: '49.00', amount: '49.00' }],
  subtotal: '49.00',
  vatRate: '0',
  vatAmount: '0.00',
  total: '49.00',
  vatNote: null,
  currency: 'EUR',
  issuedOn: '2026-04-01',
  dueDate,
  reference: `RF00${number.replace('-', '')}`,
  status: 'open',
  paid: '0.00',
  balance: '49.00',
  overdue,
  lastPaymentOn: null,
  voidedAt: null,
  voidReason: null,
  credited: '0.00',
  refunded: '0.00',
  creditNotes: [],
});

const render = (data: { summary: PaymentsSummary; invoices: InvoicePage; payments: PaymentPage }) =>
  renderToText(
    <MemoryRouter>
      <ClientPaymentsPage />
    </MemoryRouter>,
    {
      translations: { billing: billingI18n.en, common: commonI18n.en },
      setUp: (queryClient: QueryClient) => {
        queryClient.setQueryData(getPaymentsSummaryQueryOptions().queryKey, data.summary);
        queryClient.setQueryData(
          getInvoicesQueryOptions(clientOpenInvoicesQuery).queryKey,
          data.invoices,
        );
        queryClient.setQueryData(
          getPaymentsQueryOptions({ page: 1, pageSize: paymentHistoryPageSize }).queryKey,
          data.payments,
        );
      },
    },
  );

describe('ClientPaymentsPage', () => {
  it('says "No payment records found" when the family has paid nothing yet', async () => {
    const { text } = await render({
      summary: emptySummary,
      invoices: { items: [], total: 0 },
      payments: { items: [], total: 0 },
    });
    expect(text).toContain('Total Paid €0.00');
    expect(text).toContain('Pending Payments €0.00');
    expect(text).toContain('Outstanding €0.00');
    expect(text).toContain('Nothing to pay right now');
    expect(text).toContain('Payment History');
    expect(text).toContain('No payment records found');
    expect(text).not.toContain('Pay Now');
  });

  it('shows the cards in euros, the invoices to pay newest due first, and the payments', async () => {
    const { text } = await render({
      summary: {
        ...emptySummary,
        totalPaid: '1250.50',
        pending: '49.00',
        outstanding: '49.00',
        openInvoices: 2,
        overdueInvoices: 1,
        lastPaymentOn: '2026-05-02',
        lastPaymentMethod: 'bank_transfer',
      },
      invoices: {
        items: [
          invoice('2026-000007', '2026-04-15', true),
          invoice('2026-000011', '2026-06-01', false),
        ],
        total: 2,
      },
      payments: {
        items: [
          {
            id: 'p-1',
            invoiceId: 'id-2026-000003',
            invoiceNumber: '2026-000003',
            clientId: 'c-1',
            clientName: 'Milica Jovanović',
            amount: '1250.50',
            method: 'bank_transfer',
            paidOn: '2026-05-02',
            bankReference: 'E2E-42',
            recordedAt: '2026-05-02T09:00:00.000Z',
            refunded: '0.00',
            refunds: [],
          },
        ],
        total: 1,
      },
    });
    expect(text).toContain('Total Paid €1,250.50');
    expect(text).toContain('Last payment on May 2, 2026');
    expect(text).toContain('Pending Payments €49.00 2 open invoices');
    expect(text).toContain('Outstanding €49.00 1 invoice past its due date');
    // Newest due date first; the overdue one is tagged.
    expect(text.indexOf('Invoice 2026-000011')).toBeLessThan(text.indexOf('Invoice 2026-000007'));
    expect(text).toMatch(/Invoice 2026-000007 Open Overdue/);
    expect(text).not.toMatch(/Invoice 2026-000011 Open Overdue/);
    expect(text.match(/Pay Now/g)).toHaveLength(2);
    expect(text).toContain('€49.00 to pay');
    expect(text).toContain('2026-000003');
    expect(text).toContain('€1,250.50 Bank transfer E2E-42');
    expect(text).not.toContain('No payment records found');
  });
});
