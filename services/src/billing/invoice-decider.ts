import type { InvoiceVoided, PaymentRecorded } from '@memorial-care/contracts/events';
import { toCents } from '@memorial-care/contracts/domain';
import type { Decider } from '../shared/decider';
import { ConflictError, ValidationError } from '../shared/errors';

// What happens to an issued invoice, on its own stream `invoice-<uuid>`: payments and a void.
// The invoice's issue (its number, client and total) is on its year's stream; the commands
// carry those facts, read from the invoices read model (immutable once issued).

/** The issued invoice a command is about, as the read model holds it. */
export interface InvoiceFacts {
  readonly invoiceId: string;
  readonly clientId: string;
  readonly total: string;
}

export type InvoiceCommand =
  | {
      readonly type: 'RecordPayment';
      readonly data: {
        readonly invoice: InvoiceFacts;
        readonly paymentId: string;
        readonly amount: string;
        readonly method: PaymentRecorded['method'];
        readonly paidOn: string;
        readonly bankReference: string | null;
      };
    }
  | {
      readonly type: 'VoidInvoice';
      readonly data: {
        readonly invoice: InvoiceFacts;
        readonly reason: string;
        readonly voidedAt: string;
      };
    };

export type InvoiceStreamEvent =
  | { readonly type: 'PaymentRecorded'; readonly data: PaymentRecorded }
  | { readonly type: 'InvoiceVoided'; readonly data: InvoiceVoided };

export interface InvoiceState {
  readonly voided: boolean;
  readonly payments: number;
  readonly paidCents: bigint;
}

export const invoiceVoidedError = () =>
  new ConflictError('This invoice was voided and cannot be paid', 'INVOICE_VOIDED');

export const invoiceHasPaymentsError = () =>
  new ConflictError(
    'This invoice has payments and cannot be voided. Record a refund first.',
    'INVOICE_HAS_PAYMENTS',
  );

export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceStreamEvent> = {
  eventTypes: ['PaymentRecorded', 'InvoiceVoided'],
  initialState: () => ({ voided: false, payments: 0, paidCents: 0n }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaymentRecorded':
        return {
          ...state,
          payments: state.payments + 1,
          paidCents: state.paidCents + toCents(event.data.amount),
        };
      case 'InvoiceVoided':
        return { ...state, voided: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordPayment': {
        const { invoice, ...payment } = command.data;
        if (state.voided) throw invoiceVoidedError();
        if (toCents(payment.amount) <= 0n)
          throw new ValidationError('Enter an amount above 0.00', [
            { path: 'amount', message: 'Enter an amount above 0.00' },
          ]);
        return [
          {
            type: 'PaymentRecorded',
            data: { ...payment, invoiceId: invoice.invoiceId, clientId: invoice.clientId },
          },
        ];
      }
      case 'VoidInvoice': {
        // Voiding twice changes nothing.
        if (state.voided) return [];
        if (state.payments > 0) throw invoiceHasPaymentsError();
        const { invoice, reason, voidedAt } = command.data;
        return [
          { type: 'InvoiceVoided', data: { invoiceId: invoice.invoiceId, reason, voidedAt } },
        ];
      }
    }
  },
};
