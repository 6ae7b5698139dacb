import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import { bankStatementStreamId } from '@memorial-care/contracts/events';
import { aggregateStream } from '../../shared/aggregate-stream';
import { handleCommand, type CommandContext } from '../../shared/command-handler';
import { recordPayment } from '../commands';
import type { InvoiceFacts } from '../invoice-decider';
import { assertRecordable, openTransfer, statementDecider } from './statement-decider';

export interface TransferKey {
  readonly statementId: string;
  readonly line: number;
}

const isStatementId = (id: string) => /^[0-9a-f]{64}$/.test(id);

const transferOf = async (eventStore: EventStore, { statementId, line }: TransferKey) => {
  if (!isStatementId(statementId)) return openTransfer(statementDecider.initialState(), line);
  const { state } = await aggregateStream(
    eventStore,
    bankStatementStreamId(statementId),
    statementDecider,
  );
  return openTransfer(state, line);
};

/**
 * Records an unmatched transfer against the invoice an admin chose (under the transfer's own
 * bank reference and booking day), then marks it settled in the statement's review.
 */
export const assignTransfer = async (
  eventStore: EventStore,
  key: TransferKey,
  invoice: InvoiceFacts,
  ctx: CommandContext,
): Promise<{ paymentId: string; position: Position | null }> => {
  const transfer = await transferOf(eventStore, key);
  assertRecordable(transfer);
  const payment = await recordPayment(
    eventStore,
    {
      invoice,
      amount: transfer.amount,
      method: 'bank_transfer',
      paidOn: transfer.bookedOn,
      bankReference: transfer.bankReference,
    },
    ctx,
  );
  const resolved = await handleCommand(
    eventStore,
    bankStatementStreamId(key.statementId),
    statementDecider,
    {
      type: 'ResolveStatementLine',
      data: {
        statementId: key.statementId,
        line: key.line,
        resolution: 'assigned',
        invoiceId: invoice.invoiceId,
        paymentId: payment.id,
        note: null,
      },
    },
    ctx,
  );
  return { paymentId: payment.id, position: resolved.position ?? payment.position };
};

/** Sets an unmatched transfer aside (not a family's payment: a refund, a fee), with a note. */
export const dismissTransfer = async (
  eventStore: EventStore,
  key: TransferKey,
  note: string,
  ctx: CommandContext,
) => {
  await transferOf(eventStore, key);
  const result = await handleCommand(
    eventStore,
    bankStatementStreamId(key.statementId),
    statementDecider,
    {
      type: 'ResolveStatementLine',
      data: {
        statementId: key.statementId,
        line: key.line,
        resolution: 'dismissed',
        invoiceId: null,
        paymentId: null,
        note,
      },
    },
    ctx,
  );
  return { position: result.position };
};
