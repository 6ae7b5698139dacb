import { planMonthlyPrices, type ServicePlan } from '@memorial-care/contracts/domain';
import type { SubscriptionEvent } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError, ValidationError } from '../shared/errors';

// A family's plan subscription, on `subscription-<clientId>`: started, changed, paused, resumed
// and ended by an admin; the plan invoicing job bills each month it is active.

export type SubscriptionCommand =
  | {
      readonly type: 'SetSubscription';
      readonly data: {
        readonly clientId: string;
        readonly plan: ServicePlan;
        /** Absent: the price list's (a custom plan has none: its price must be given). */
        readonly monthlyPrice?: string | undefined;
        /** `yyyy-MM`: the first month invoiced when it starts. */
        readonly firstPeriod: string;
      };
    }
  | {
      readonly type: 'PauseSubscription' | 'ResumeSubscription' | 'EndSubscription';
      readonly data: { readonly clientId: string; readonly reason: string | null };
    };

export type SubscriptionState =
  | { readonly status: 'none' | 'ended' }
  | {
      readonly status: 'active' | 'paused';
      readonly plan: ServicePlan;
      readonly monthlyPrice: string;
      /** The first month invoiced (`yyyy-MM`), from its start. */
      readonly firstPeriod: string;
    };

const noSubscription = () =>
  new ConflictError('This client has no running subscription', 'CONFLICT');

const priceOf = (plan: ServicePlan, given: string | undefined) => {
  const price = given ?? planMonthlyPrices[plan];
  if (price === null || price === undefined)
    throw new ValidationError('A custom plan needs its agreed monthly price', [
      { path: 'monthlyPrice', message: 'Enter the agreed monthly price' },
    ]);
  return price;
};

export const subscriptionDecider: Decider<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  eventTypes: [
    'SubscriptionStarted',
    'SubscriptionChanged',
    'SubscriptionPaused',
    'SubscriptionResumed',
    'SubscriptionEnded',
  ],
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SubscriptionStarted':
        return {
          status: 'active',
          plan: event.data.plan,
          monthlyPrice: event.data.monthlyPrice,
          firstPeriod: event.data.firstPeriod,
        };
      case 'SubscriptionChanged':
        return 'plan' in state
          ? { ...state, plan: event.data.plan, monthlyPrice: event.data.monthlyPrice }
          : state;
      case 'SubscriptionPaused':
        return state.status === 'active' ? { ...state, status: 'paused' } : state;
      case 'SubscriptionResumed':
        return state.status === 'paused' ? { ...state, status: 'active' } : state;
      case 'SubscriptionEnded':
        return { status: 'ended' };
    }
  },
  decide: (command, state) => {
    const { clientId } = command.data;
    switch (command.type) {
      case 'SetSubscription': {
        const { plan, firstPeriod } = command.data;
        const monthlyPrice = priceOf(plan, command.data.monthlyPrice);
        if (!('plan' in state))
          return [
            { type: 'SubscriptionStarted', data: { clientId, plan, monthlyPrice, firstPeriod } },
          ];
        if (state.plan === plan && state.monthlyPrice === monthlyPrice) return [];
        return [{ type: 'SubscriptionChanged', data: { clientId, plan, monthlyPrice } }];
      }
      case 'PauseSubscription':
        if (state.status === 'paused') return [];
        if (state.status !== 'active') throw noSubscription();
        return [{ type: 'SubscriptionPaused', data: { clientId, reason: command.data.reason } }];
      case 'ResumeSubscription':
        if (state.status === 'active') return [];
        if (state.status !== 'paused') throw noSubscription();
        return [{ type: 'SubscriptionResumed', data: { clientId } }];
      case 'EndSubscription':
        if (state.status === 'ended') return [];
        if (state.status === 'none') throw noSubscription();
        return [{ type: 'SubscriptionEnded', data: { clientId, reason: command.data.reason } }];
    }
  },
};
