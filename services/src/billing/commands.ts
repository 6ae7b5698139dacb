import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { billingLimits, serviceDay, toCents } from '@memorial-care/contracts/domain';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  invoiceStreamId,
  invoicesOfYearStreamId,
  paymentReferenceStreamId,
  subscriptionStreamId,
  type InvoiceIssued,
} from '@memorial-care/contracts/events';
import { normalizeBankReference } from '@memorial-care/contracts/domain';
import { aggregateStream } from '../shared/aggregate-stream';
import type { DomainEvent } from '../shared/decider';
import {
  eventToAppend,
  handleCommand,
  metadataOf,
  type CommandContext,
} from '../shared/command-handler';
import { ConflictError, ValidationError } from '../shared/errors';
import { invoiceDecider, type InvoiceCommand, type InvoiceFacts } from './invoice-decider';
import { invoiceIssuedAt, type InvoiceDraft } from './invoice-issue';
import { paymentAlreadyRecordedError, paymentReferenceDecider } from './payment-reference-decider';
import { subscriptionDecider, type SubscriptionCommand } from './subscription-decider';

export interface CommandOutcome {
  readonly id: string;
  /** Position of the last appended event; null when nothing changed. */
  readonly position: Position | null;
}

/**
 * Issuers racing for the next number of a year each lose at most once per invoice issued
 * before theirs: enough attempts for dozens of simultaneous issuers, each waiting a few random
 * milliseconds so that they fall out of step.
 */
const numberAttempts = 64;

/**
 * Issues an invoice with the next number of its year: the number is the year stream's next
 * revision, and the append's compare-and-set on that revision makes it unique and gapless (a
 * lost race reads the head again and takes the next one). The stream's head is read without its
 * events, so issuing costs the same on the first and the ten-thousandth invoice of a year.
 */
export const issueInvoice = async (
  eventStore: EventStore,
  draft: Omit<InvoiceDraft, 'issuedOn' | 'invoiceId'> & { readonly invoiceId?: string },
  ctx: CommandContext,
): Promise<CommandOutcome & { readonly invoice: InvoiceIssued }> => {
  const issuedOn = serviceDay(ctx.now).date;
  if (draft.dueDate !== undefined && draft.dueDate < issuedOn)
    throw new ValidationError('The due date cannot be before the day of issue', [
      { path: 'body.dueDate', message: 'The due date cannot be before the day of issue' },
    ]);
  const full: InvoiceDraft = { ...draft, invoiceId: draft.invoiceId ?? randomUUID(), issuedOn };
  // Every line and the total stay within what the ledger holds (numeric(12,2), the events'
  // amounts): checked before anything is appended.
  if (toCents(invoiceIssuedAt(full, 1).total) > BigInt(billingLimits.invoiceTotalMaxEur) * 100n)
    throw new ValidationError(
      `The invoice total must be at most €${billingLimits.invoiceTotalMaxEur.toLocaleString('en')}`,
      [{ path: 'body.lines', message: 'The total is too high' }],
    );
  const { event: invoice, position } = await appendWithNextNumber(
    eventStore,
    Number(issuedOn.slice(0, 4)),
    (sequence) => ({ type: 'InvoiceIssued', data: invoiceIssuedAt(full, sequence) }),
    ctx,
  );
  return { id: invoice.data.invoiceId, position, invoice: invoice.data };
};

/**
 * Appends the document `numbered(sequence)` builds (an invoice or a credit note) as the next
 * number of its year: the year stream's revision is the number, the append's compare-and-set
 * on it makes numbers unique and gapless, and a lost race reads the head again.
 */
export const appendWithNextNumber = async <E extends DomainEvent>(
  eventStore: EventStore,
  year: number,
  numbered: (sequence: number) => E,
  ctx: CommandContext,
): Promise<{ readonly event: E; readonly position: Position }> => {
  const streamId = invoicesOfYearStreamId(year);
  for (let attempt = 1; ; attempt++) {
    const head = await eventStore.readStreamHead(streamId);
    // Revisions start at 0: the document after revision r is the (r + 2)-th of the year.
    const event = numbered(head ? Number(head.revision) + 2 : 1);
    try {
      const appended = await eventStore.appendToStream(
        streamId,
        [eventToAppend(event, metadataOf(ctx))],
        { expectedRevision: head ? head.revision : 'no_stream' },
      );
      return { event, position: appended.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= numberAttempts) {
        if (error instanceof WrongExpectedRevisionError)
          throw new ConflictError(
            'Many invoices are being issued at this moment. Try again.',
            'VERSION_CONFLICT',
          );
        throw error;
      }
      await sleep(Math.random() * 10);
    }
  }
};

const runInvoiceCommand = async (
  eventStore: EventStore,
  invoiceId: string,
  command: InvoiceCommand,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    eventStore,
    invoiceStreamId(invoiceId),
    invoiceDecider,
    command,
    ctx,
  );
  return { id: invoiceId, position: result.position };
};

export interface PaymentToRecord {
  readonly invoice: InvoiceFacts;
  readonly amount: string;
  readonly method: 'bank_transfer' | 'cash' | 'card' | 'paypal';
  readonly paidOn: string;
  readonly bankReference: string | null;
}

/**
 * Records a payment against an invoice. A bank reference is claimed first, on its own stream,
 * so that the same transfer is refused the second time (409) even when two admins, or two
 * imports of one statement, record it at the same moment. The payment is decided on the
 * invoice's state before the claim: a refused payment (a voided invoice) claims nothing.
 */
export const recordPayment = async (
  eventStore: EventStore,
  input: PaymentToRecord,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const paymentId = randomUUID();
  const bankReference = input.bankReference ? normalizeBankReference(input.bankReference) : null;
  const command: InvoiceCommand = {
    type: 'RecordPayment',
    data: { ...input, paymentId, bankReference },
  };
  const streamId = invoiceStreamId(input.invoice.invoiceId);
  const { state } = await aggregateStream(eventStore, streamId, invoiceDecider);
  invoiceDecider.decide(command, state);
  if (bankReference)
    await claimBankReference(eventStore, bankReference, paymentId, input.invoice.invoiceId, ctx);
  const outcome = await runInvoiceCommand(eventStore, input.invoice.invoiceId, command, ctx);
  return { id: paymentId, position: outcome.position };
};

const claimBankReference = async (
  eventStore: EventStore,
  reference: string,
  paymentId: string,
  invoiceId: string,
  ctx: CommandContext,
) => {
  try {
    await handleCommand(
      eventStore,
      paymentReferenceStreamId(reference),
      paymentReferenceDecider,
      { type: 'ClaimPaymentReference', data: { reference, paymentId, invoiceId } },
      ctx,
    );
  } catch (error) {
    // Lost the race for the claim stream: the other recorder has it.
    if (error instanceof ConflictError && error.code === 'VERSION_CONFLICT')
      throw paymentAlreadyRecordedError();
    throw error;
  }
};

export const voidInvoice = (
  eventStore: EventStore,
  input: { readonly invoice: InvoiceFacts; readonly reason: string },
  ctx: CommandContext,
) =>
  runInvoiceCommand(
    eventStore,
    input.invoice.invoiceId,
    {
      type: 'VoidInvoice',
      data: { invoice: input.invoice, reason: input.reason, voidedAt: ctx.now.toISOString() },
    },
    ctx,
  );

/** Starts a family's subscription, or moves it to another plan or price. */
export const setSubscription = async (
  eventStore: EventStore,
  data: Extract<SubscriptionCommand, { type: 'SetSubscription' }>['data'],
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    eventStore,
    subscriptionStreamId(data.clientId),
    subscriptionDecider,
    { type: 'SetSubscription', data },
    ctx,
  );
  return { id: data.clientId, position: result.position };
};

const subscriptionCommandOf = {
  pause: 'PauseSubscription',
  resume: 'ResumeSubscription',
  end: 'EndSubscription',
} as const;

/** Pauses, resumes or ends a family's subscription (doing it twice changes nothing). */
export const changeSubscriptionState = async (
  eventStore: EventStore,
  data: { readonly clientId: string; readonly reason: string | null },
  action: keyof typeof subscriptionCommandOf,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    eventStore,
    subscriptionStreamId(data.clientId),
    subscriptionDecider,
    { type: subscriptionCommandOf[action], data },
    ctx,
  );
  return { id: data.clientId, position: result.position };
};
