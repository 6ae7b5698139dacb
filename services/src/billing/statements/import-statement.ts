import { createHash } from 'node:crypto';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import {
  bankStatementStreamId,
  type UnmatchedStatementLine,
} from '@memorial-care/contracts/events';
import type { StatementImportResult } from '@memorial-care/contracts/http';
import { ConflictError, AppError } from '../../shared/errors';
import { eventToAppend, metadataOf, type CommandContext } from '../../shared/command-handler';
import { WrongExpectedRevisionError } from '@memorial-care/contracts/event-store';
import { recordPayment } from '../commands';
import type { InvoiceFacts } from '../invoice-decider';
import { parseCamt053 } from './camt053';
import { isXmlStatement, parseCsvStatement } from './csv-statement';
import { invoiceReferencesIn, type StatementLine } from './statement-line';

/** How the import finds an invoice: by the reference a transfer carried (read models). */
export interface InvoiceLookup {
  findInvoiceIdByReference(reference: string): Promise<string | null>;
  getInvoiceFacts(id: string): Promise<(InvoiceFacts & { readonly number: string }) | null>;
}

type LineOutcome =
  | { readonly kind: 'matched'; readonly invoiceNumber: string; readonly position: Position | null }
  | { readonly kind: 'alreadyRecorded' }
  | { readonly kind: 'unmatched'; readonly reason: UnmatchedStatementLine['reason'] };

const settle = async (
  eventStore: EventStore,
  lookup: InvoiceLookup,
  line: StatementLine,
  ctx: CommandContext,
): Promise<LineOutcome> => {
  if (line.currency !== 'EUR') return { kind: 'unmatched', reason: 'not_eur' };
  const references = invoiceReferencesIn(line.remittance);
  if (references.length === 0) return { kind: 'unmatched', reason: 'no_reference' };
  let invoice: Awaited<ReturnType<InvoiceLookup['getInvoiceFacts']>> = null;
  for (const reference of references) {
    const invoiceId = await lookup.findInvoiceIdByReference(reference);
    invoice = invoiceId ? await lookup.getInvoiceFacts(invoiceId) : null;
    if (invoice) break;
  }
  if (!invoice) return { kind: 'unmatched', reason: 'unknown_invoice' };
  try {
    const { position } = await recordPayment(
      eventStore,
      {
        invoice,
        amount: line.amount,
        method: 'bank_transfer',
        paidOn: line.bookedOn,
        bankReference: line.bankReference,
      },
      ctx,
    );
    return { kind: 'matched', invoiceNumber: invoice.number, position };
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'PAYMENT_ALREADY_RECORDED')
      return { kind: 'alreadyRecorded' };
    if (error instanceof AppError && error.code === 'INVOICE_VOIDED')
      return { kind: 'unmatched', reason: 'invoice_voided' };
    throw error;
  }
};

/**
 * Imports a bank statement: each incoming transfer whose reference names an invoice is recorded
 * as its payment (under the transfer's bank reference, so a transfer is never recorded twice,
 * whichever file or admin brings it again); the others are kept, with the reason, for review.
 * The file's hash is its id: the same file imported again records nothing and reviews nothing
 * twice.
 */
export const importStatement = async (
  eventStore: EventStore,
  lookup: InvoiceLookup,
  input: { readonly fileName: string; readonly content: string },
  ctx: CommandContext,
): Promise<{ result: StatementImportResult; position: Position | null }> => {
  const statementId = createHash('sha256').update(input.content).digest('hex');
  const format = isXmlStatement(input.content) ? 'camt053' : 'csv';
  const lines =
    format === 'camt053' ? parseCamt053(input.content) : parseCsvStatement(input.content);
  const streamId = bankStatementStreamId(statementId);
  const alreadyImported = (await eventStore.readStreamHead(streamId)) !== null;

  const matched: StatementImportResult['matched'] = [];
  const unmatched: UnmatchedStatementLine[] = [];
  let alreadyRecorded = 0;
  let position: Position | null = null;
  // One after another: two lines of one file may pay the same invoice.
  for (const line of lines) {
    const outcome = await settle(eventStore, lookup, line, ctx);
    if (outcome.kind === 'matched') {
      matched.push({ line: line.line, invoiceNumber: outcome.invoiceNumber, amount: line.amount });
      position = outcome.position ?? position;
    } else if (outcome.kind === 'alreadyRecorded') alreadyRecorded += 1;
    else unmatched.push({ ...line, reason: outcome.reason });
  }

  if (!alreadyImported)
    try {
      const appended = await eventStore.appendToStream(
        streamId,
        [
          eventToAppend(
            {
              type: 'BankStatementImported',
              data: {
                statementId,
                fileName: input.fileName,
                format,
                lines: lines.length,
                matched: matched.length,
                alreadyRecorded,
                unmatched,
              },
            },
            metadataOf(ctx),
          ),
        ],
        { expectedRevision: 'no_stream' },
      );
      position = appended.position;
    } catch (error) {
      // Imported at the same moment elsewhere: that import keeps the review list.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }

  return {
    result: {
      statementId,
      format,
      alreadyImported,
      lines: lines.length,
      matched,
      alreadyRecorded,
      unmatched: unmatched.map((line) => ({
        ...line,
        statementId,
        fileName: input.fileName,
        importedAt: ctx.now.toISOString(),
      })),
    },
    position,
  };
};
