import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import { billingPeriodOf, serviceDay } from '@memorial-care/contracts/domain';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { planInvoiceStreamId } from '@memorial-care/contracts/events';
import { getInvoiceFacts } from '@memorial-care/projections/billing';
import { subscriptionsToInvoice } from '@memorial-care/projections/subscriptions';
import { readParsedStream } from '../shared/aggregate-stream';
import {
  eventToAppend,
  metadataOf,
  systemContext,
  type CommandContext,
} from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import { issueInvoice } from './commands';

/** Namespace of the plan invoices' ids: one id per client and month, whoever issues it. */
const planInvoiceNamespace = '6f1c2b9e4d3a4e8b9c7d5a1f0e2b3c4d';

const planLabels: Record<string, string> = {
  basic: 'Basic plan',
  standard: 'Standard plan',
  premium: 'Premium plan',
  memorial: 'Memorial events plan',
  custom: 'Custom plan',
};

export interface PlanInvoiceRequest {
  readonly clientId: string;
  readonly period: string;
  readonly plan: string;
  readonly monthlyPrice: string;
}

/**
 * Issues a client's plan invoice for a month exactly once, however often and late the job runs
 * and on how many workers: the month is first claimed on its own stream (a second claimer
 * stops there), then the invoice is issued under an id derived from client and month, then the
 * claim is marked done. A run that died between claim and mark finds the claim next time: it
 * issues the invoice unless the invoices read model already has it (the job runs hourly; the
 * read model follows the log within seconds).
 */
export const issuePlanInvoice = async (
  deps: { readonly eventStore: EventStore; readonly pool: DatabasePool },
  request: PlanInvoiceRequest,
  ctx: CommandContext,
): Promise<{ readonly outcome: 'issued' | 'already'; readonly position: Position | null }> => {
  const { eventStore } = deps;
  const streamId = planInvoiceStreamId(request.clientId, request.period);
  const history = await readParsedStream(eventStore, streamId);
  if (history.some((event) => event.type === 'PlanInvoiceIssued'))
    return { outcome: 'already', position: null };
  const invoiceId = nameBasedUuid(planInvoiceNamespace, `${request.clientId}/${request.period}`);
  const metadata = metadataOf(ctx);
  if (history.length === 0)
    try {
      await eventStore.appendToStream(
        streamId,
        [
          eventToAppend(
            {
              type: 'PlanInvoiceClaimed',
              data: { clientId: request.clientId, period: request.period, invoiceId },
            },
            metadata,
          ),
        ],
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError)
        return { outcome: 'already', position: null };
      throw error;
    }
  // After a run that died between claim and mark, the invoice may be issued already.
  let number = (await getInvoiceFacts(deps.pool, invoiceId))?.number;
  let position: Position | null = null;
  if (number === undefined) {
    const issued = await issueInvoice(
      eventStore,
      {
        invoiceId,
        clientId: request.clientId,
        kind: 'plan',
        lines: [
          {
            description: `${planLabels[request.plan] ?? 'Plan'}, ${request.period}`,
            quantity: 1,
            unitPrice: request.monthlyPrice,
          },
        ],
        vatRate: '0',
        vatNote: null,
        period: request.period,
      },
      ctx,
    );
    number = issued.invoice.number;
    position = issued.position;
  }
  try {
    const marked = await eventStore.appendToStream(
      streamId,
      [
        eventToAppend(
          {
            type: 'PlanInvoiceIssued',
            data: { clientId: request.clientId, period: request.period, invoiceId, number },
          },
          metadata,
        ),
      ],
      { expectedRevision: history.length === 0 ? 0n : BigInt(history.length - 1) },
    );
    position = marked.position;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  return { outcome: 'issued', position };
};

/** Subscriptions read per round of a run. */
const roundSize = 200;

/**
 * One run of the plan invoicing job: every active subscription gets this month's invoice (the
 * month and the day of issue in Serbia). Returns how many were issued.
 */
export const runPlanInvoicing = async (
  deps: { readonly eventStore: EventStore; readonly pool: DatabasePool; readonly logger: Logger },
  now = new Date(),
) => {
  const ctx = systemContext(now);
  const period = billingPeriodOf(serviceDay(now).date);
  const seen = new Set<string>();
  let issued = 0;
  let last: Position | null = null;
  for (;;) {
    // The read model may not show this run's own invoices yet: a client seen once is done.
    const due = (await subscriptionsToInvoice(deps.pool, period, roundSize + seen.size)).filter(
      (subscription) => !seen.has(subscription.clientId),
    );
    if (due.length === 0) break;
    for (const subscription of due.slice(0, roundSize)) {
      seen.add(subscription.clientId);
      try {
        const { outcome, position } = await issuePlanInvoice(
          deps,
          { ...subscription, period },
          ctx,
        );
        if (outcome === 'issued') issued += 1;
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
      } catch (error) {
        // One family's failure does not hold the others up; the next run tries it again.
        deps.logger.error(
          { err: error, clientId: subscription.clientId, period },
          'Could not issue a plan invoice',
        );
      }
    }
  }
  if (issued > 0) deps.logger.info({ period, issued }, 'Plan invoices issued');
  /** `position`: the last event the run appended (null when it issued nothing). */
  return { period, issued, position: last };
};
