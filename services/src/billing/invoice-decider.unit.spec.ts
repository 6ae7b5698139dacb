import { describe, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
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
