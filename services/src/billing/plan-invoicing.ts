import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import {
  billingPeriodOf,
  defaultPreferredLanguage,
  serviceDay,
  type PreferredLanguage,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  planInvoiceStreamId,
  subscriptionEventSchema,
  subscriptionStreamId,
} from '@memorial-care/contracts/events';
import { getClient } from '@memorial-care/projections/clients';
import { subscriptionsWithMonthsDue } from '@memorial-care/projections/subscriptions';
import { readParsedStream } from '../shared/aggregate-stream';
import { systemContext, type CommandContext } from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import { issueClaimedInvoice, type ClaimOutcome } from './claimed-invoice';
import { planLineText } from './invoice-line-texts';
import { addMonths, maxMonthsInvoicedAtOnce, planPeriodsDue } from './plan-periods';

/** Namespace of the plan invoices' ids: one id per client and month, whoever issues it. */
const planInvoiceNamespace = '6f1c2b9e4d3a4e8b9c7d5a1f0e2b3c4d';

export interface PlanInvoiceRequest {
  readonly clientId: string;
  readonly period: string;
  readonly plan: ServicePlan;
  readonly monthlyPrice: string;
  /** The family's: the line is written in it. */
  readonly language: PreferredLanguage;
}

type Deps = { readonly eventStore: EventStore; readonly pool: DatabasePool };

/**
 * Issues a client's plan invoice for a month exactly once, however often and late the job runs
 * and on how many workers (the month's claim stream, see claimed-invoice.ts).
 */
export const issuePlanInvoice = (
  deps: Deps,
  request: PlanInvoiceRequest,
  ctx: CommandContext,
): Promise<ClaimOutcome> => {
  const { clientId, period } = request;
  const invoiceId = nameBasedUuid(planInvoiceNamespace, `${clientId}/${period}`);
  return issueClaimedInvoice(
    deps,
    {
      claimStreamId: planInvoiceStreamId(clientId, period),
      invoiceId,
      claimed: { type: 'PlanInvoiceClaimed', data: { clientId, period, invoiceId } },
      issued: (number) => ({
        type: 'PlanInvoiceIssued',
        data: { clientId, period, invoiceId, number },
      }),
      draft: () =>
        Promise.resolve({
          clientId,
          kind: 'plan' as const,
          lines: [
            {
              description: planLineText(request.language, request.plan, period),
              quantity: 1,
              unitPrice: request.monthlyPrice,
            },
          ],
          vatRate: '0',
          vatNote: null,
          period,
        }),
    },
    ctx,
  );
};

/**
 * Issues every plan invoice a family owes up to `current`, oldest month first (so that numbers
 * follow the months): the months after `lastInvoiced` that its history says are owed (see
 * plan-periods.ts). Each month is issued once whoever else issues it (its claim stream).
 */
export const invoicePlanMonthsDue = async (
  deps: Deps,
  {
    clientId,
    lastInvoiced,
    current,
  }: {
    readonly clientId: string;
    readonly lastInvoiced: string | null;
    readonly current: string;
  },
  ctx: CommandContext,
) => {
  const history = (await readParsedStream(deps.eventStore, subscriptionStreamId(clientId))).map(
    (recorded) => ({
      event: subscriptionEventSchema.parse({ type: recorded.type, data: recorded.data }),
      period: billingPeriodOf(serviceDay(recorded.metadata.occurredAt).date),
    }),
  );
  const due = planPeriodsDue(history, { lastInvoiced, current });
  let issued = 0;
  let last: Position | null = null;
  if (due.length === 0) return { issued, position: last };
  const language =
    (await getClient(deps.pool, clientId))?.preferredLanguage ?? defaultPreferredLanguage;
  for (const month of due) {
    const { outcome, position } = await issuePlanInvoice(
      deps,
      { clientId, ...month, language },
      ctx,
    );
    if (outcome === 'issued') issued += 1;
    if (position && (!last || comparePositions(position, last) > 0)) last = position;
  }
  return { issued, position: last };
};

/** Subscriptions read per round of a run. */
const roundSize = 200;

/**
 * One run of the plan invoicing job: every subscription gets the invoices it owes up to this
 * month (the month and the day of issue in Serbia), months a stopped job missed included.
 * Returns how many were issued.
 */
export const runPlanInvoicing = async (
  deps: Deps & { readonly logger: Logger },
  now = new Date(),
) => {
  const ctx = systemContext(now);
  const period = billingPeriodOf(serviceDay(now).date);
  const window = { current: period, oldest: addMonths(period, 1 - maxMonthsInvoicedAtOnce) };
  const seen = new Set<string>();
  let issued = 0;
  let last: Position | null = null;
  for (;;) {
    // The read model may not show this run's own invoices yet: a client seen once is done.
    const due = (await subscriptionsWithMonthsDue(deps.pool, window, roundSize + seen.size)).filter(
      (subscription) => !seen.has(subscription.clientId),
    );
    if (due.length === 0) break;
    for (const subscription of due.slice(0, roundSize)) {
      seen.add(subscription.clientId);
      try {
        const outcome = await invoicePlanMonthsDue(deps, { ...subscription, current: period }, ctx);
        issued += outcome.issued;
        if (outcome.position && (!last || comparePositions(outcome.position, last) > 0))
          last = outcome.position;
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
