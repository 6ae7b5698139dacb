import { describe, it } from 'vitest';
import type { ExchangeRateEvent } from '@memorial-care/contracts/events';
import { ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { exchangeRateDecider, type SetExchangeRate } from './exchange-rate-decider';

const given = DeciderSpecification.for(exchangeRateDecider);

const set = (rate: string, effectiveOn: string, note: string | null = null): SetExchangeRate => ({
  type: 'SetExchangeRate',
  data: { currency: 'RSD', rate, effectiveOn, note },
});
const wasSet = (
  rate: string,
  effectiveOn: string,
  note: string | null = null,
): ExchangeRateEvent => ({
  type: 'ExchangeRateSet',
  data: { currency: 'RSD', rate, effectiveOn, note },
});

describe('exchange rate decider', () => {
  it('sets the first rate', () =>
    given([])
      .when(set('117.2345', '2026-11-27'))
      .then([wasSet('117.2345', '2026-11-27')]));

  it('sets a later day’s rate, and replaces the same day’s (a corrected typo)', () => {
    const first = wasSet('117.2345', '2026-11-27');
    given([first])
      .when(set('117.3000', '2026-11-28'))
      .then([wasSet('117.3000', '2026-11-28')]);
    given([first])
      .when(set('117.2354', '2026-11-27'))
      .then([wasSet('117.2354', '2026-11-27')]);
    given([first])
      .when(set('117.2345', '2026-11-27', 'NBS middle rate'))
      .then([wasSet('117.2345', '2026-11-27', 'NBS middle rate')]);
  });

  it('records nothing when the same rate is set again for the same day', () =>
    given([wasSet('117.2345', '2026-11-27')])
      .when(set('117.2345', '2026-11-27'))
      .thenNothing());

  it('refuses a rate dated before the one in force', () =>
    given([wasSet('117.1000', '2026-11-20'), wasSet('117.2345', '2026-11-27')])
      .when(set('116.9000', '2026-11-26'))
      .thenThrows(ValidationError, { message: 'A rate for 2026-11-27 is already set' }));
});
