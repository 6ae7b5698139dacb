import type {
  Client,
  CreditNote,
  Invoice,
  Payment,
  PaymentsSummary,
} from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { clientSubscriptionQueryKey } from '../api/get-client-subscription';
import {
  getClientCreditNotesQueryOptions,
  getClientInvoicesQueryOptions,
  getClientPaymentsQueryOptions,
  getClientPaymentsSummaryQueryOptions,
} from '../api/get-client-ledger';
import { clientsI18n } from '../i18n';
import { ClientBillingTab } from './client-billing-tab';

// A static render (no DOM, no requests) of the ledger of one client.

const client = { id: 'c-1', name: 'Milica Jovanović' } as Client;

const summary: PaymentsSummary = {
  totalPaid: '120.00',
  pending: '10.10',
  outstanding: '0.20',
  credit: '0.00',
  openInvoices: 2,
  overdueInvoices: 1,
  lastPaymentOn: '2026-05-02',
  lastPaymentMethod: 'cash',
};

const invoice: Invoice = {
  id: 'i-1',
  number: '2026-000042',
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  kind: 'plan',
  lines: [],
  subtotal: '10.10',
  vatRate: '0',
  vatAmount: '0.00',
  total: '10.10',
  vatNote: null,
  currency: 'EUR',
  issuedOn: '2026-04-01',
  dueDate: '2026-04-15',
  reference: 'RF00',
  status: 'open',
  paid: '0.00',
  balance: '10.10',
  overdue: true,
  lastPaymentOn: null,
  voidedAt: null,
  voidReason: null,
  credited: '0.00',
  refunded: '0.00',
  creditNotes: [],
};

const payment: Payment = {
  id: 'p-1',
  invoiceId: 'i-0',
  invoiceNumber: '2026-000040',
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  amount: '120.00',
  method: 'cash',
  paidOn: '2026-05-02',
  bankReference: null,
  recordedAt: '2026-05-02T09:00:00.000Z',
  refunded: '0.00',
  refunds: [],
};

const render = (setUp: (queryClient: QueryClient) => void) =>
  renderToText(<ClientBillingTab client={client} />, {
    translations: {
      clients: clientsI18n.en,
      serviceRequests: serviceRequestsI18n.en,
      common: commonI18n.en,
    },
    setUp,
  });

describe('ClientBillingTab', () => {
  it("shows the ledger's summary, invoices and payments", async () => {
    const { text } = await render((queryClient) => {
      queryClient.setQueryData(clientSubscriptionQueryKey('c-1'), {
        data: {
          clientId: 'c-1',
          plan: 'basic',
          monthlyPrice: '29.00',
          status: 'active',
          firstPeriod: '2026-04',
        },
        etag: '"1"',
      });
      queryClient.setQueryData(getClientPaymentsSummaryQueryOptions('c-1').queryKey, summary);
      queryClient.setQueryData(getClientInvoicesQueryOptions('c-1', 1).queryKey, {
        items: [invoice],
        total: 1,
      });
      queryClient.setQueryData(getClientPaymentsQueryOptions('c-1', 1).queryKey, {
        items: [payment],
        total: 1,
      });
    });
    // The plan subscription first, then the ledger.
    expect(text).toMatch(
      /^ *Plan subscription .*Plan Basic Monthly Price €29\.00 .* Total Paid €120\.00/,
    );
    // Pending and outstanding, summed exactly.
    expect(text).toContain('Open Balance €10.30 1 invoice overdue');
    expect(text).toContain('Last Payment May 2, 2026');
    expect(text).toContain('Payment Method Cash');
    expect(text).toMatch(/2026-000042 .* €10\.10 €10\.10 Open Overdue/);
    expect(text).toContain('2026-000040 €120.00 Cash — —');
  });

  it('says when there are no invoices and no payments yet', async () => {
    const { text } = await render((queryClient) => {
      queryClient.setQueryData(getClientPaymentsSummaryQueryOptions('c-1').queryKey, {
        ...summary,
        totalPaid: '0.00',
        pending: '0.00',
        outstanding: '0.00',
        overdueInvoices: 0,
        lastPaymentOn: null,
        lastPaymentMethod: null,
      });
      queryClient.setQueryData(getClientInvoicesQueryOptions('c-1', 1).queryKey, {
        items: [],
        total: 0,
      });
      queryClient.setQueryData(getClientPaymentsQueryOptions('c-1', 1).queryKey, {
        items: [],
        total: 0,
      });
      queryClient.setQueryData(getClientCreditNotesQueryOptions('c-1', 1).queryKey, {
        items: [],
        total: 0,
      });
    });
    expect(text).toContain('Open Balance €0.00');
    expect(text).toContain('Last Payment Not recorded');
    expect(text).toContain('Payment Method Not specified');
    expect(text).toContain('No invoices');
    expect(text).toContain('No payment records found');
    expect(text).toContain('No credit notes');
  });

  it("shows the client's credit notes with their PDFs, and each payment's refunds", async () => {
    const { text, html } = await render((queryClient) => {
      queryClient.setQueryData(getClientPaymentsSummaryQueryOptions('c-1').queryKey, summary);
      queryClient.setQueryData(getClientInvoicesQueryOptions('c-1', 1).queryKey, {
        items: [invoice],
        total: 1,
      });
      queryClient.setQueryData(getClientCreditNotesQueryOptions('c-1', 1).queryKey, {
        items: [
          creditNote({ id: 'n-2', number: null, issuedOn: null, amount: '2.50' }),
          creditNote({ id: 'n-1', number: '2026-000051', issuedOn: '2026-05-04', amount: '5.00' }),
        ],
        total: 2,
      });
      queryClient.setQueryData(getClientPaymentsQueryOptions('c-1', 1).queryKey, {
        items: [
          {
            ...payment,
            refunded: '30.00',
            refunds: [
              {
                id: 'r-1',
                amount: '30.00',
                method: 'bank_transfer',
                refundedOn: '2026-05-06',
                bankReference: null,
                reason: null,
              },
            ],
          },
        ],
        total: 1,
      });
    });
    expect(text).toMatch(/Credit Notes .*Credited Invoice .*PDF/);
    // Numbered: number, day, credited invoice, amount taken off, PDF link.
    expect(text).toContain('2026-000051 May 4, 2026 2026-000042 −€5.00 PDF');
    // Not numbered yet: no day and no PDF.
    expect(text).toContain('Being numbered — 2026-000042 −€2.50 —');
    expect(html).toContain('href="/api/credit-notes/n-1/pdf"');
    expect(html).not.toContain('/api/credit-notes/n-2/pdf');
    expect(text).toContain('2026-000040 €120.00 Cash — €30.00 refunded on May 6, 2026');
  });
});

const creditNote = (
  fields: Pick<CreditNote, 'id' | 'number' | 'issuedOn' | 'amount'>,
): CreditNote => ({
  invoiceId: 'i-1',
  invoiceNumber: '2026-000042',
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  vatRate: '0',
  reason: 'Visit cancelled',
  currency: 'EUR',
  creditedAt: '2026-05-04T08:00:00.000Z',
  ...fields,
});
