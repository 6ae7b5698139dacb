import type { ServicePlan } from '@memorial-care/contracts/domain';
import type { SubscriptionEvent } from '@memorial-care/contracts/events';
import { subscriptionDecider, type SubscriptionState } from './subscription-decider';

// Which months a subscription owes a plan invoice, from its history: what the plan invoicing
// job issues, so that a job that was down for a month (or three) makes every month up, once.

/** At most this many months are made up, the current one included (a year). */
export const maxMonthsInvoicedAtOnce = 12;

/** A subscription event with the month (`yyyy-MM`, in Serbia) it happened in. */
export interface DatedSubscriptionEvent {
  readonly event: SubscriptionEvent;
  readonly period: string;
}

export interface PlanPeriodDue {
  readonly period: string;
  readonly plan: ServicePlan;
  readonly monthlyPrice: string;
}

/** `2026-03` → `2026-04`; `2026-12` → `2027-01`; negative steps go back. */
export const addMonths = (period: string, months: number) => {
  const index = Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

type Billable = Extract<SubscriptionState, { plan: ServicePlan }>;
const isActive = (state: SubscriptionState): state is Billable & { status: 'active' } =>
  state.status === 'active';

/**
 * A started subscription counts from its first month when that was set in the past (the admin
 * backdated it); every other event counts from the month it happened. Months never go back in
 * the log (a restart backdated behind older events counts from where the log stands).
 */
const effectivePeriods = (history: readonly DatedSubscriptionEvent[]) => {
  let last = '';
  return history.map(({ event, period }) => {
    const own =
      event.type === 'SubscriptionStarted' && event.data.firstPeriod < period
        ? event.data.firstPeriod
        : period;
    last = own > last ? own : last;
    return { event, period: last };
  });
};

/**
 * The months owed an invoice, oldest first: those after `lastInvoiced` (or from the first
 * month), up to `current`, at most `maxMonthsInvoicedAtOnce` back, never before the
 * subscription's first month.
 * - The current month is owed while the subscription is active now (as the hourly job always
 *   billed it: a subscription paused before any run of the month is not billed for it).
 * - A past month is owed when the subscription was active at any moment of it (what a job
 *   running every hour would have billed); a month paused (or ended) throughout is not. It is
 *   billed at the plan and price of its first active moment.
 */
export const planPeriodsDue = (
  history: readonly DatedSubscriptionEvent[],
  { lastInvoiced, current }: { readonly lastInvoiced: string | null; readonly current: string },
): PlanPeriodDue[] => {
  const dated = effectivePeriods(history);
  const oldest = addMonths(current, 1 - maxMonthsInvoicedAtOnce);
  const from =
    lastInvoiced && addMonths(lastInvoiced, 1) > oldest ? addMonths(lastInvoiced, 1) : oldest;
  const due: PlanPeriodDue[] = [];
  let state = subscriptionDecider.initialState();
  let next = 0;
  const owe = (period: string, billed: Billable) => {
    if (period >= from && period >= billed.firstPeriod)
      due.push({ period, plan: billed.plan, monthlyPrice: billed.monthlyPrice });
  };
  for (let period = from; period < current; period = addMonths(period, 1)) {
    // The state the month began in, then each of its events: the first active moment bills it.
    while (next < dated.length && dated[next]!.period < period)
      state = subscriptionDecider.evolve(state, dated[next++]!.event);
    let firstActive: Billable | null = isActive(state) ? state : null;
    while (next < dated.length && dated[next]!.period === period) {
      state = subscriptionDecider.evolve(state, dated[next++]!.event);
      if (!firstActive && isActive(state)) firstActive = state;
    }
    if (firstActive) owe(period, firstActive);
  }
  // The current month: the subscription as it is now.
  while (next < dated.length) state = subscriptionDecider.evolve(state, dated[next++]!.event);
  if (isActive(state)) owe(current, state);
  return due;
};
