import type { ExchangeRateCurrency } from '@memorial-care/contracts/domain';
import type { ExchangeRateEvent, ExchangeRateSet } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ValidationError } from '../shared/errors';

// The EUR→RSD rate, on `exchange-rate-eur-rsd`: an admin sets it with the day it is for. The
// latest set is the one in force, so a rate is never dated before the one in force (the same
// day replaces it: a typo is corrected by setting that day's rate again).

export interface SetExchangeRate {
  readonly type: 'SetExchangeRate';
  readonly data: {
    readonly currency: ExchangeRateCurrency;
    /** Canonical, 4 decimals (checked by the contract). */
    readonly rate: string;
    readonly effectiveOn: string;
    readonly note: string | null;
  };
}

export interface ExchangeRateState {
  readonly inForce: ExchangeRateSet | null;
}

export const exchangeRateDecider: Decider<ExchangeRateState, SetExchangeRate, ExchangeRateEvent> = {
  eventTypes: ['ExchangeRateSet'],
  initialState: () => ({ inForce: null }),
  evolve: (_state, event) => ({ inForce: event.data }),
  decide: ({ data }, { inForce }) => {
    if (inForce && data.effectiveOn < inForce.effectiveOn)
      throw new ValidationError(`A rate for ${inForce.effectiveOn} is already set`, [
        {
          path: 'body.effectiveOn',
          message: `Not before ${inForce.effectiveOn}, the day of the rate in force`,
        },
      ]);
    const unchanged =
      inForce?.rate === data.rate &&
      inForce.effectiveOn === data.effectiveOn &&
      inForce.note === data.note;
    return unchanged ? [] : [{ type: 'ExchangeRateSet', data }];
  },
};
