import type { DatabasePool } from 'slonik';
import { billingPeriodOf, serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { subscriptionEventSchema, subscriptionStreamId } from '@memorial-care/contracts/events';
import type { Reactor } from '../reactors/reactor';
import { aggregateStream } from '../shared/aggregate-stream';
import { issuePlanInvoice } from './plan-invoicing';
import { subscriptionDecider } from './subscription-decider';

export interface PlanInvoiceReactorDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/**
 * A subscription that starts or resumes is billed for the running month at once, not at the
 * next hourly run. The subscription's CURRENT state decides (a replayed old event of one that
 * ended since bills nothing), and the month's claim makes it one invoice whoever issues it:
 * this reaction, the hourly job, a replay.
 */
export const planInvoiceReactor: Reactor<PlanInvoiceReactorDeps> = {
  name: 'plan-invoices',
  eventTypes: ['SubscriptionStarted', 'SubscriptionResumed'],
  async react(event, deps) {
    const { clientId } = subscriptionEventSchema.parse(event).data;
    const { state } = await aggregateStream(
      deps.eventStore,
      subscriptionStreamId(clientId),
      subscriptionDecider,
    );
    if (state.status !== 'active') return;
    const now = new Date();
    const period = billingPeriodOf(serviceDay(now).date);
    // A subscription that starts next month is billed then.
    if (state.firstPeriod > period) return;
    await issuePlanInvoice(
      deps,
      { clientId, period, plan: state.plan, monthlyPrice: state.monthlyPrice },
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
