import type { CreditNotePage, Invoice, Payment } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { billingI18n } from '../i18n';
import {
  refundFormDefaults,
  type CreditNoteFormValues,
  type RefundFormValues,
} from '../utils/credit-refund';
import { CreditNoteForm } from './credit-note-modal';
import { CreditNotesCard } from './credit-notes-card';
import { InvoiceCreditTags, PaymentRefundTags } from './credit-refund-tags';
import { RefundForm } from './refund-payment-modal';

// Static renders of the Credit Note and Refund dialogs' forms, the tags on invoices and
// payments, and the family's credit notes (the dialogs' frames are antd's).

const translations = { billing: billingI18n.en, common: commonI18n.en };
const nothing = () => {};

const payment: Payment = {
  id: 'p-1',
  invoiceId: 'i-1',
  invoiceNumber: '2026-000042',
  clientId: 'c-1',
  clientName: 'Milica Jovanović',
  amount: '100.00',
  method: 'card',
  paidOn: '2026-05-02',
  bankReference: null,
  recordedAt: '2026-05-02T09:00:00.000Z',
  refunded: '40.00',
  refunds: [
    {
      id: 'r-1',
      amount: '40.00',
      method: 'card',
      refundedOn: '2026-05-10',
      bankReference: 'OUT-1',
      reason: null,
    },
  ],
};

function CreditNoteFormHarness({ creditable }: { readonly creditable: string }) {
  const [form] = Form.useForm<CreditNoteFormValues>();
  return <CreditNoteForm form={form} creditable={creditable} onFinish={nothing} />;
}

function RefundFormHarness({ refunded }: { readonly refunded: Payment }) {
  const [form] = Form.useForm<RefundFormValues>();
  return (
    <RefundForm
      form={form}
      payment={refunded}
      initialValues={refundFormDefaults(refunded, dayjs('2026-05-12'))}
      onFinish={nothing}
    />
  );
}

describe('the Credit Note form', () => {
  it('offers all that is left to credit (the default) or an amount, and asks why', async () => {
    const { text, html } = await renderToText(<CreditNoteFormHarness creditable="70.00" />, {
      translations,
    });
    expect(text).toContain('Left to credit: €70.00');
    expect(text).toContain('All that is left (€70.00)');
    expect(text).toContain('An amount');
    expect(text).toContain('Reason');
    // The whole rest is chosen first: no amount field until "An amount" is.
    expect(html).not.toContain('Amount (VAT included)');
    expect(html).toMatch(/ant-radio-wrapper-checked[^>]*>.*?All that is left/);
  });

  it('is in Serbian and German too', async () => {
    const sr = await renderToText(<CreditNoteFormHarness creditable="70.00" />, {
      translations: { billing: billingI18n.sr, common: commonI18n.sr },
    });
    expect(sr.text).toContain('Ceo preostali iznos');
    const de = await renderToText(<CreditNoteFormHarness creditable="70.00" />, {
      translations: { billing: billingI18n.de, common: commonI18n.de },
    });
    expect(de.text).toContain('Der ganze Rest');
  });
});

describe('the Refund form', () => {
  it('starts from what is left of the payment, the way it came', async () => {
    const { text, html } = await renderToText(<RefundFormHarness refunded={payment} />, {
      translations,
    });
    expect(text).toContain('Payment of €100.00 on May 2, 2026 for invoice 2026-000042.');
    expect(text).toContain('Left to refund: €60.00');
    expect(html).toContain('value="60.00"');
    expect(text).toContain('Card');
    expect(text).toContain('Bank reference');
  });
});

describe('credit and refund tags', () => {
  it('shows what was credited with each credit note, and a note still being numbered', async () => {
    const { text, html } = await renderToText(
      <InvoiceCreditTags
        invoice={
          {
            credited: '30.00',
            creditNotes: [
              {
                id: 'n-1',
                number: '2026-000043',
                amount: '20.00',
                reason: 'x',
                issuedOn: '2026-05-03',
              },
              { id: 'n-2', number: null, amount: '10.00', reason: 'y', issuedOn: null },
            ],
          } satisfies Pick<Invoice, 'credited' | 'creditNotes'>
        }
      />,
      { translations },
    );
    expect(text).toContain('Credited €30.00');
    expect(text).toContain('Credit note 2026-000043');
    expect(html).toContain('href="/api/credit-notes/n-1/pdf"');
    expect(text).toContain('Credit note (being numbered)');
  });

  it('shows nothing on an invoice without credit notes', async () => {
    const { text } = await renderToText(
      <InvoiceCreditTags invoice={{ credited: '0.00', creditNotes: [] }} />,
      { translations },
    );
    expect(text.trim()).toBe('');
  });

  it('shows a part refunded with its amount, a full refund as Refunded, and each refund', async () => {
    const part = await renderToText(<PaymentRefundTags payment={payment} />, { translations });
    expect(part.text).toContain('Refunded €40.00');
    expect(part.text).toContain('Refunded €40.00 on May 10, 2026');
    const full = await renderToText(
      <PaymentRefundTags payment={{ ...payment, refunded: '100.00' }} />,
      { translations },
    );
    expect(full.text).toMatch(/^ ?Refunded Refunded €40.00 on/);
  });
});

describe("the family's credit notes", () => {
  const answered = (page: CreditNotePage) =>
    ({ isPending: false, isError: false, data: page }) as UseQueryResult<CreditNotePage>;

  it('lists each with the invoice it credits, the amount taken off and its PDF', async () => {
    const { text, html } = await renderToText(
      <CreditNotesCard
        creditNotes={answered({
          total: 1,
          items: [
            {
              id: 'n-1',
              number: '2026-000043',
              invoiceId: 'i-1',
              invoiceNumber: '2026-000042',
              clientId: 'c-1',
              clientName: 'Milica',
              amount: '20.00',
              vatRate: '0',
              reason: 'Visit cancelled',
              currency: 'EUR',
              issuedOn: '2026-05-03',
              creditedAt: '2026-05-03T10:00:00.000Z',
            },
          ],
        })}
      />,
      { translations },
    );
    expect(text).toContain('Credit Notes');
    expect(text).toContain('Credit note 2026-000043');
    expect(text).toContain('Credits invoice 2026-000042 · Issued May 3, 2026');
    expect(text).toContain('Visit cancelled');
    expect(text).toContain('−€20.00');
    expect(html).toContain('href="/api/credit-notes/n-1/pdf"');
  });

  it('is not shown while there are none', async () => {
    const { text } = await renderToText(
      <CreditNotesCard creditNotes={answered({ total: 0, items: [] })} />,
      { translations },
    );
    expect(text.trim()).toBe('');
  });
});
