import { describe, it } from 'vitest';
import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  invoiceDecider,
  type InvoiceCommand,
  type InvoiceFacts,
  type InvoiceStreamEvent,
} from './invoice-decider';

const given = DeciderSpecification.for(invoiceDecider);

const invoice: InvoiceFacts = {
  invoiceId: '3b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e',
  clientId: '5f0e9d8c-7b6a-4954-8372-615049382716',
  total: '49.00',
};
const payment = (amount: string, paymentId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d') =>
  ({
    paymentId,
    amount,
    method: 'bank_transfer',
    paidOn: '2026-11-20',
    bankReference: 'NL12345',
  }) as const;
const record = (amount: string): InvoiceCommand => ({
  type: 'RecordPayment',
  data: { invoice, ...payment(amount) },
});
const recorded = (amount: string): InvoiceStreamEvent => ({
  type: 'PaymentRecorded',
  data: {
    ...payment(amount),
    invoiceId: invoice.invoiceId,
    clientId: invoice.clientId,
  },
});
const voidIt: InvoiceCommand = {
  type: 'VoidInvoice',
  data: { invoice, reason: 'Issued twice', voidedAt: '2026-11-21T10:00:00.000Z' },
};
const voided: InvoiceStreamEvent = {
  type: 'InvoiceVoided',
  data: {
    invoiceId: invoice.invoiceId,
    reason: 'Issued twice',
    voidedAt: '2026-11-21T10:00:00.000Z',
  },
};

describe('invoice decider', () => {
  it('records a payment against the invoice, for its client', () =>
    given([])
      .when(record('49.00'))
      .then([recorded('49.00')]));

  it('records a partial payment after another (the rest is still owed)', () =>
    given([recorded('20.00')])
      .when(record('29.00'))
      .then([recorded('29.00')]));

  it('records more than is owed (the excess is a credit, not an error)', () =>
    given([recorded('49.00')])
      .when(record('10.00'))
      .then([recorded('10.00')]));

  it('refuses a payment of nothing', () =>
    given([]).when(record('0.00')).thenThrows(ValidationError, {
      message: 'Enter an amount above 0.00',
    }));

  it('refuses to take money for a voided invoice', () =>
    given([voided]).when(record('49.00')).thenThrows(ConflictError, {
      code: 'INVOICE_VOIDED',
    }));

  it('voids an invoice nobody has paid', () => given([]).when(voidIt).then([voided]));

  it('voids once: voiding again changes nothing', () => given([voided]).when(voidIt).then([]));

  it('refuses to void an invoice with payments (they would be lost from what is owed)', () =>
    given([recorded('10.00')])
      .when(voidIt)
      .thenThrows(ConflictError, {
        code: 'INVOICE_HAS_PAYMENTS',
      }));
});

// Credits take at most what is left of the total; refunds at most what their payment brought
// minus what was paid back of it before.

const creditNoteId = '7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a';
const paymentId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const refundId = 'c0ffee00-1111-4222-8333-444455556666';
const creditedAt = '2026-11-21T10:00:00.000Z';

const credit = (amount: string | null): InvoiceCommand => ({
  type: 'CreditInvoice',
  data: { invoice, creditNoteId, amount, reason: 'Visit cancelled', creditedAt },
});
const credited = (amount: string): InvoiceStreamEvent => ({
  type: 'InvoiceCredited',
  data: {
    invoiceId: invoice.invoiceId,
    creditNoteId,
    clientId: invoice.clientId,
    amount,
    reason: 'Visit cancelled',
    creditedAt,
  },
});
const refundData = (amount: string) =>
  ({
    refundId,
    paymentId,
    amount,
    method: 'bank_transfer',
    refundedOn: '2026-11-22',
    bankReference: 'OUT-1',
    reason: 'Paid twice',
  }) as const;
const refund = (amount: string): InvoiceCommand => ({
  type: 'RefundPayment',
  data: { invoice, ...refundData(amount) },
});
const refunded = (amount: string): InvoiceStreamEvent => ({
  type: 'PaymentRefunded',
  data: { ...refundData(amount), invoiceId: invoice.invoiceId, clientId: invoice.clientId },
});
describe('crediting an invoice', () => {
  it('credits a part of it', () =>
    given([])
      .when(credit('19.00'))
      .then([credited('19.00')]));

  it('credits all that is left when no amount is named', () =>
    given([credited('19.00')])
      .when(credit(null))
      .then([credited('30.00')]));

  it('credits exactly what is left', () =>
    given([credited('19.00')])
      .when(credit('30.00'))
      .then([credited('30.00')]));

  it('credits a paid invoice (what was paid beyond the new total becomes a credit)', () =>
    given([recorded('49.00')])
      .when(credit('49.00'))
      .then([credited('49.00')]));

  it('refuses to credit more than is left, naming what is', () =>
    given([credited('19.00')])
      .when(credit('30.01'))
      .thenThrows(DomainRuleError, {
        code: 'CREDIT_EXCEEDS_INVOICE',
        message: 'At most €30.00 of this invoice is left to credit',
      }));

  it('refuses to credit an invoice credited in full', () =>
    given([credited('49.00')])
      .when(credit(null))
      .thenThrows(DomainRuleError, {
        code: 'CREDIT_EXCEEDS_INVOICE',
        message: 'This invoice is already credited in full',
      }));

  it('refuses to credit a voided invoice', () =>
    given([voided])
      .when(credit('10.00'))
      .thenThrows(ConflictError, { code: 'INVOICE_VOIDED_NOT_CREDITABLE' }));

  it('refuses to void a credited invoice (the rest is credited instead)', () =>
    given([credited('10.00')])
      .when(voidIt)
      .thenThrows(ConflictError, { code: 'INVOICE_CREDITED' }));
});

describe('refunding a payment', () => {
  it('refunds a part of a payment', () =>
    given([recorded('49.00')])
      .when(refund('20.00'))
      .then([refunded('20.00')]));

  it('refunds the rest of a payment after a partial refund', () =>
    given([recorded('49.00'), refunded('20.00')])
      .when(refund('29.00'))
      .then([refunded('29.00')]));

  it('refuses to refund more than the payment brought', () =>
    given([recorded('49.00')])
      .when(refund('49.01'))
      .thenThrows(DomainRuleError, {
        code: 'REFUND_EXCEEDS_PAYMENT',
        message: 'At most €49.00 of this payment is left to refund',
      }));

  it('refuses to refund a payment twice', () =>
    given([recorded('49.00'), refunded('49.00')])
      .when(refund('49.00'))
      .thenThrows(DomainRuleError, {
        code: 'REFUND_EXCEEDS_PAYMENT',
        message: 'This payment is already refunded in full',
      }));

  it('refuses to refund a payment that is not on this invoice', () =>
    given([]).when(refund('10.00')).thenThrows(NotFoundError));

  it('voids an invoice whose payments were all refunded', () =>
    given([recorded('49.00'), refunded('49.00')])
      .when(voidIt)
      .then([voided]));

  it('still refuses to void an invoice with money kept', () =>
    given([recorded('49.00'), refunded('20.00')])
      .when(voidIt)
      .thenThrows(ConflictError, { code: 'INVOICE_HAS_PAYMENTS' }));
});
