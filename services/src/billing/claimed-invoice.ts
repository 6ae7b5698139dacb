import type { DatabasePool } from 'slonik';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { getInvoiceFacts } from '@memorial-care/projections/billing';
import { readParsedStream } from '../shared/aggregate-stream';
import { eventToAppend, metadataOf, type CommandContext } from '../shared/command-handler';
import type { DomainEvent } from '../shared/decider';
import { issueInvoice } from './commands';
import type { InvoiceDraft } from './invoice-issue';

/** An invoice the ledger issues by itself, once per thing billed (a month, a request). */
export interface ClaimedInvoice {
  /** The thing's claim stream: its first event takes it, its second says the invoice is out. */
  readonly claimStreamId: string;
  /** Derived from the thing billed, so every issuer issues the same invoice. */
  readonly invoiceId: string;
  readonly claimed: DomainEvent;
  readonly issued: (invoiceNumber: string) => DomainEvent;
  /** What to issue; asked only when the invoice is really to be issued. */
  readonly draft: () => Promise<Omit<InvoiceDraft, 'issuedOn' | 'invoiceId'>>;
}

/**
 * A claim without its mark this old was left by an issuer that died: the next one finishes it.
 * A younger one belongs to an issuer still at work (another worker, the reactor), which is left
 * to finish (taking it over then would issue the invoice twice).
 */
export const abandonedClaimAfterMs = 5 * 60_000;

export type ClaimOutcome = {
  readonly outcome: 'issued' | 'already';
  /** The last event appended; null when nothing was. */
  readonly position: Position | null;
};

/**
 * Issues the invoice exactly once, however often and late the issuers run and on how many
 * workers: the thing is first claimed on its own stream (a second claimer stops there), then
 * the invoice is issued under its derived id, then the claim is marked done. An issuer that died
 * between claim and mark leaves the claim behind: the next one after `abandonedClaimAfterMs`
 * (by the store's clock) issues the invoice unless the invoices read model already has it (the
 * job runs again within the hour; the read model follows the log within seconds).
 */
export const issueClaimedInvoice = async (
  deps: { readonly eventStore: EventStore; readonly pool: DatabasePool },
  claim: ClaimedInvoice,
  ctx: CommandContext,
): Promise<ClaimOutcome> => {
  const { eventStore } = deps;
  const history = await readParsedStream(eventStore, claim.claimStreamId);
  if (history.length > 1) return { outcome: 'already', position: null };
  const claimedAt = history[0]?.createdAt.getTime();
  if (claimedAt !== undefined && Date.now() - claimedAt < abandonedClaimAfterMs)
    return { outcome: 'already', position: null };
  const metadata = metadataOf(ctx);
  if (history.length === 0)
    try {
      await eventStore.appendToStream(
        claim.claimStreamId,
        [eventToAppend(claim.claimed, metadata)],
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError)
        return { outcome: 'already', position: null };
      throw error;
    }
  // After an issuer that died between claim and mark, the invoice may be issued already.
  let number = (await getInvoiceFacts(deps.pool, claim.invoiceId))?.number;
  let position: Position | null = null;
  if (number === undefined) {
    const issued = await issueInvoice(
      eventStore,
      { ...(await claim.draft()), invoiceId: claim.invoiceId },
      ctx,
    );
    number = issued.invoice.number;
    position = issued.position;
  }
  try {
    const marked = await eventStore.appendToStream(
      claim.claimStreamId,
      [eventToAppend(claim.issued(number), metadata)],
      { expectedRevision: 0n },
    );
    position = marked.position;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  return { outcome: 'issued', position };
};
