import { randomUUID } from 'node:crypto';
import { billingLimits, normalizeBankReference, serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  invoiceStreamId,
  refundReferenceStreamId,
  type CreditNoteIssued,
  type PaymentRefunded,
} from '@memorial-care/contracts/events';
import { formatInvoiceNumber } from '@memorial-care/contracts/domain';
import { aggregateStream } from '../shared/aggregate-stream';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { ConflictError } from '../shared/errors';
import { appendWithNextNumber, type CommandOutcome } from './commands';
import { invoiceDecider, type InvoiceCommand, type InvoiceFacts } from './invoice-decider';
import { refundAlreadyRecordedError, refundReferenceDecider } from './refund-reference-decider';

/** The credited invoice: its facts, and what its credit note prints of it. */
export interface CreditedInvoice extends InvoiceFacts {
  readonly number: string;
  readonly vatRate: string;
}

/**
 * Credits an invoice (all that is left, or `amount`) and issues its credit note. The credit is
 * decided on the invoice's own stream first: its compare-and-set keeps two admins from crediting
 * beyond the total together, and a void and a credit from both passing. The credit note then
 * takes the next number of the year, shared with the invoices (gapless the same way). Should the
 * process die between the two, the invoice is credited and its credit note has no number yet
 * (the read model shows it without one) until the hourly billing job numbers it (see
 * credit-note-repair.ts); nothing is credited twice.
 */
export const creditInvoice = async (
  eventStore: EventStore,
  input: {
    readonly invoice: CreditedInvoice;
    readonly amount: string | null;
    readonly reason: string;
  },
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const creditNoteId = randomUUID();
  const { invoice } = input;
  const credited = await handleCommand(
    eventStore,
    invoiceStreamId(invoice.invoiceId),
    invoiceDecider,
    {
      type: 'CreditInvoice',
      data: {
        invoice,
        creditNoteId,
        amount: input.amount,
        reason: input.reason,
        creditedAt: ctx.now.toISOString(),
      },
    },
    ctx,
  );
  const credit = credited.events[0];
  if (credit?.type !== 'InvoiceCredited') throw new Error('The credit was not decided');
  const { position } = await numberCreditNote(
    eventStore,
    { creditNoteId, invoice, amount: credit.data.amount, reason: input.reason },
    ctx,
  );
  return { id: creditNoteId, position };
};

/** What a credit note prints of its credit and the credited invoice. */
export interface CreditToNumber {
  readonly creditNoteId: string;
  readonly invoice: Pick<CreditedInvoice, 'invoiceId' | 'clientId' | 'number' | 'vatRate'>;
  /** What the credit (InvoiceCredited) took off, VAT included. */
  readonly amount: string;
  readonly reason: string;
}

/**
 * Issues a credit's credit note: the next number of the year it is issued in (today in Serbia),
 * in the invoices' gapless sequence. The command calls it right after the credit; the hourly job
 * for a credit whose command died before (credit-note-repair.ts).
 */
export const numberCreditNote = (
  eventStore: EventStore,
  credit: CreditToNumber,
  ctx: CommandContext,
) => {
  const issuedOn = serviceDay(ctx.now).date;
  const year = Number(issuedOn.slice(0, 4));
  return appendWithNextNumber(
    eventStore,
    year,
    (sequence) => ({
      type: 'CreditNoteIssued',
      data: {
        creditNoteId: credit.creditNoteId,
        number: formatInvoiceNumber(year, sequence),
        year,
        sequence,
        invoiceId: credit.invoice.invoiceId,
        invoiceNumber: credit.invoice.number,
        clientId: credit.invoice.clientId,
        amount: credit.amount,
        vatRate: credit.invoice.vatRate,
        reason: credit.reason,
        currency: billingLimits.currency,
        issuedOn,
      } satisfies CreditNoteIssued,
    }),
    ctx,
  );
};

export type RefundToRecord = Omit<
  PaymentRefunded,
  'refundId' | 'invoiceId' | 'clientId' | 'bankReference'
> & {
  readonly invoice: InvoiceFacts;
  readonly bankReference: string | null;
};

/**
 * Pays money of a payment back. Decided on the invoice's state first (a refused refund claims
 * nothing), then its bank reference is claimed on its own stream (the same outgoing transfer is
 * refused the second time, 409), then the refund is appended under the stream's compare-and-set
 * (two refunds at once never exceed the payment).
 */
export const refundPayment = async (
  eventStore: EventStore,
  input: RefundToRecord,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const refundId = randomUUID();
  const bankReference = input.bankReference ? normalizeBankReference(input.bankReference) : null;
  const command: InvoiceCommand = {
    type: 'RefundPayment',
    data: { ...input, refundId, bankReference },
  };
  const streamId = invoiceStreamId(input.invoice.invoiceId);
  const { state } = await aggregateStream(eventStore, streamId, invoiceDecider);
  invoiceDecider.decide(command, state);
  if (bankReference) await claimRefundReference(eventStore, bankReference, refundId, input, ctx);
  const result = await handleCommand(eventStore, streamId, invoiceDecider, command, ctx);
  return { id: refundId, position: result.position };
};

const claimRefundReference = async (
  eventStore: EventStore,
  reference: string,
  refundId: string,
  input: RefundToRecord,
  ctx: CommandContext,
) => {
  try {
    await handleCommand(
      eventStore,
      refundReferenceStreamId(reference),
      refundReferenceDecider,
      { type: 'ClaimRefundReference', data: { reference, refundId, paymentId: input.paymentId } },
      ctx,
    );
  } catch (error) {
    // Lost the race for the claim stream: the other refund has it.
    if (error instanceof ConflictError && error.code === 'VERSION_CONFLICT')
      throw refundAlreadyRecordedError();
    throw error;
  }
};
