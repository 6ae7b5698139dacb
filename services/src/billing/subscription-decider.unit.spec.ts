import { describe, it } from 'vitest';
import type { SubscriptionEvent } from '@memorial-care/contracts/events';
import { ConflictError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { subscriptionDecider, type SubscriptionCommand } from './subscription-decider';

const given = DeciderSpecification.for(subscriptionDecider);
const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';

const set = (
  plan: 'basic' | 'standard' | 'custom',
  monthlyPrice?: string,
): SubscriptionCommand => ({
  type: 'SetSubscription',
  data: { clientId, plan, monthlyPrice, firstPeriod: '2026-12' },
});
const act = (
  type: 'PauseSubscription' | 'ResumeSubscription' | 'EndSubscription',
): SubscriptionCommand => ({
  type,
  data: { clientId, reason: null },
});
const started: SubscriptionEvent = {
  type: 'SubscriptionStarted',
  data: { clientId, plan: 'standard', monthlyPrice: '49.00', firstPeriod: '2026-12' },
};
const paused: SubscriptionEvent = { type: 'SubscriptionPaused', data: { clientId, reason: null } };
const ended: SubscriptionEvent = { type: 'SubscriptionEnded', data: { clientId, reason: null } };

describe('subscription decider', () => {
  it("starts at the price list's monthly price", () =>
    given([]).when(set('standard')).then([started]));

  it('starts a custom plan only at its agreed price', () => {
    given([]).when(set('custom')).thenThrows(ValidationError, {
      message: 'A custom plan needs its agreed monthly price',
    });
    given([])
      .when(set('custom', '65.50'))
      .then([
        {
          type: 'SubscriptionStarted',
          data: { clientId, plan: 'custom', monthlyPrice: '65.50', firstPeriod: '2026-12' },
        },
      ]);
  });

  it('changes plan or price for the months to come, and nothing when both stay', () => {
    given([started])
      .when(set('basic'))
      .then([
        { type: 'SubscriptionChanged', data: { clientId, plan: 'basic', monthlyPrice: '29.00' } },
      ]);
    given([started]).when(set('standard')).then([]);
  });

  it('pauses and resumes a running one; twice changes nothing', () => {
    given([started]).when(act('PauseSubscription')).then([paused]);
    given([started, paused]).when(act('PauseSubscription')).then([]);
    given([started, paused])
      .when(act('ResumeSubscription'))
      .then([{ type: 'SubscriptionResumed', data: { clientId } }]);
  });

  it('ends once, and starts again afresh after', () => {
    given([started]).when(act('EndSubscription')).then([ended]);
    given([started, ended]).when(act('EndSubscription')).then([]);
    given([started, ended]).when(set('standard')).then([started]);
  });

  it('refuses to pause, resume or end what never started', () => {
    for (const type of ['PauseSubscription', 'ResumeSubscription', 'EndSubscription'] as const)
      given([]).when(act(type)).thenThrows(ConflictError, {
        message: 'This client has no running subscription',
      });
  });
});
