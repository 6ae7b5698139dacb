import type { DatabasePool } from 'slonik';
import { billingPeriodOf, serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { subscriptionEventSchema } from '@memorial-care/contracts/events';
import { lastInvoicedPlanPeriod } from '@memorial-care/projections/subscriptions';
import type { Reactor } from '../reactors/reactor';
import { invoicePlanMonthsDue } from './plan-invoicing';

export interface PlanInvoiceReactorDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/**
 * A subscription that starts or resumes is billed for the running month at once, not at the
 * next hourly run (and for the months before it that it owes, as the job would). The
 * subscription's CURRENT history decides (a replayed old event of one that ended since bills
 * nothing), and each month's claim makes it one invoice whoever issues it: this reaction, the
 * hourly job, a replay.
 */
export const planInvoiceReactor: Reactor<PlanInvoiceReactorDeps> = {
  name: 'plan-invoices',
  eventTypes: ['SubscriptionStarted', 'SubscriptionResumed'],
  async react(event, deps) {
    const { clientId } = subscriptionEventSchema.parse(event).data;
    const now = new Date();
    await invoicePlanMonthsDue(
      deps,
      {
        clientId,
        lastInvoiced: await lastInvoicedPlanPeriod(deps.pool, clientId),
        current: billingPeriodOf(serviceDay(now).date),
      },
      {
        userId: null,
        role: 'system',
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        now,
      },
    );
  },
};
