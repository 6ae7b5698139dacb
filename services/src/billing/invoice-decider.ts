import type {
  InvoiceCredited,
  InvoiceVoided,
  PaymentRecorded,
  PaymentRefunded,
} from '@memorial-care/contracts/events';
import { fromCents, toCents } from '@memorial-care/contracts/domain';
import type { Decider } from '../shared/decider';
import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';

// What happens to an issued invoice, on its own stream `invoice-<uuid>`: payments, refunds,
// credits and a void. The stream's compare-and-set keeps two admins from crediting or refunding
// beyond the bounds together.
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
    }
  | {
      readonly type: 'CreditInvoice';
      readonly data: {
        readonly invoice: InvoiceFacts;
        readonly creditNoteId: string;
        /** Null: all that is left to credit. */
        readonly amount: string | null;
        readonly reason: string;
        readonly creditedAt: string;
      };
    }
  | {
      readonly type: 'RefundPayment';
      readonly data: Omit<PaymentRefunded, 'invoiceId' | 'clientId'> & {
        readonly invoice: InvoiceFacts;
      };
    };

export type InvoiceStreamEvent =
  | { readonly type: 'PaymentRecorded'; readonly data: PaymentRecorded }
  | { readonly type: 'InvoiceVoided'; readonly data: InvoiceVoided }
  | { readonly type: 'InvoiceCredited'; readonly data: InvoiceCredited }
  | { readonly type: 'PaymentRefunded'; readonly data: PaymentRefunded };

/** What one payment brought and what was paid back of it. */
interface PaymentBalance {
  readonly amountCents: bigint;
  readonly refundedCents: bigint;
}

export interface InvoiceState {
  readonly voided: boolean;
  readonly payments: number;
  /** Received, before refunds. */
  readonly paidCents: bigint;
  readonly refundedCents: bigint;
  readonly creditedCents: bigint;
  readonly paymentBalances: ReadonlyMap<string, PaymentBalance>;
}

export const invoiceVoidedError = () =>
  new ConflictError('This invoice was voided and cannot be paid', 'INVOICE_VOIDED');

export const invoiceHasPaymentsError = () =>
  new ConflictError(
    'This invoice has payments and cannot be voided. Record a refund first.',
    'INVOICE_HAS_PAYMENTS',
  );

export const invoiceCreditedError = () =>
  new ConflictError(
    'This invoice has credit notes and cannot be voided. Credit what is left instead.',
    'INVOICE_CREDITED',
  );

export const voidedInvoiceNotCreditableError = () =>
  new ConflictError(
    'This invoice was voided: there is nothing to credit',
    'INVOICE_VOIDED_NOT_CREDITABLE',
  );

const creditExceedsInvoiceError = (remainingCents: bigint) =>
  new DomainRuleError(
    'CREDIT_EXCEEDS_INVOICE',
    remainingCents > 0n
      ? `At most €${fromCents(remainingCents)} of this invoice is left to credit`
      : 'This invoice is already credited in full',
    { remaining: fromCents(remainingCents) },
  );

const refundExceedsPaymentError = (refundableCents: bigint) =>
  new DomainRuleError(
    'REFUND_EXCEEDS_PAYMENT',
    refundableCents > 0n
      ? `At most €${fromCents(refundableCents)} of this payment is left to refund`
      : 'This payment is already refunded in full',
    { refundable: fromCents(refundableCents) },
  );

const amountAboveZero = (amount: string) => {
  if (toCents(amount) <= 0n)
    throw new ValidationError('Enter an amount above 0.00', [
      { path: 'amount', message: 'Enter an amount above 0.00' },
    ]);
};

const evolvePayments = (
  balances: ReadonlyMap<string, PaymentBalance>,
  paymentId: string,
  change: (balance: PaymentBalance) => PaymentBalance,
) =>
  new Map(balances).set(
    paymentId,
    change(balances.get(paymentId) ?? { amountCents: 0n, refundedCents: 0n }),
  );

export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceStreamEvent> = {
  eventTypes: ['PaymentRecorded', 'InvoiceVoided', 'InvoiceCredited', 'PaymentRefunded'],
  initialState: () => ({
    voided: false,
    payments: 0,
    paidCents: 0n,
    refundedCents: 0n,
    creditedCents: 0n,
    paymentBalances: new Map(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaymentRecorded': {
        const amountCents = toCents(event.data.amount);
        return {
          ...state,
          payments: state.payments + 1,
          paidCents: state.paidCents + amountCents,
          paymentBalances: evolvePayments(state.paymentBalances, event.data.paymentId, () => ({
            amountCents,
            refundedCents: 0n,
          })),
        };
      }
      case 'InvoiceVoided':
        return { ...state, voided: true };
      case 'InvoiceCredited':
        return { ...state, creditedCents: state.creditedCents + toCents(event.data.amount) };
      case 'PaymentRefunded': {
        const amountCents = toCents(event.data.amount);
        return {
          ...state,
          refundedCents: state.refundedCents + amountCents,
          paymentBalances: evolvePayments(
            state.paymentBalances,
            event.data.paymentId,
            (balance) => ({ ...balance, refundedCents: balance.refundedCents + amountCents }),
          ),
        };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordPayment': {
        const { invoice, ...payment } = command.data;
        if (state.voided) throw invoiceVoidedError();
        amountAboveZero(payment.amount);
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
        // Payments refunded in full no longer hold it.
        if (state.paidCents - state.refundedCents > 0n) throw invoiceHasPaymentsError();
        if (state.creditedCents > 0n) throw invoiceCreditedError();
        const { invoice, reason, voidedAt } = command.data;
        return [
          { type: 'InvoiceVoided', data: { invoiceId: invoice.invoiceId, reason, voidedAt } },
        ];
      }
      case 'CreditInvoice': {
        const { invoice, amount, ...credit } = command.data;
        if (state.voided) throw voidedInvoiceNotCreditableError();
        const remainingCents = toCents(invoice.total) - state.creditedCents;
        const credited = amount ?? fromCents(remainingCents);
        if (amount !== null) amountAboveZero(amount);
        if (remainingCents <= 0n || toCents(credited) > remainingCents)
          throw creditExceedsInvoiceError(remainingCents);
        return [
          {
            type: 'InvoiceCredited',
            data: {
              ...credit,
              invoiceId: invoice.invoiceId,
              clientId: invoice.clientId,
              amount: credited,
            },
          },
        ];
      }
      case 'RefundPayment': {
        const { invoice, ...refund } = command.data;
        const balance = state.paymentBalances.get(refund.paymentId);
        if (!balance) throw new NotFoundError('Payment not found');
        amountAboveZero(refund.amount);
        const refundableCents = balance.amountCents - balance.refundedCents;
        if (toCents(refund.amount) > refundableCents)
          throw refundExceedsPaymentError(refundableCents);
        return [
          {
            type: 'PaymentRefunded',
            data: { ...refund, invoiceId: invoice.invoiceId, clientId: invoice.clientId },
          },
        ];
      }
    }
  },
};
