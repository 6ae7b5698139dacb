import { describe, it } from 'vitest';
import type { PriceListEvent } from '@memorial-care/contracts/events';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { priceListDecider, type PriceListCommand } from './price-list-decider';

const given = DeciderSpecification.for(priceListDecider);

const setPrice = (
  serviceType: 'grave_cleaning' | 'memorial_candles',
  price: string,
): PriceListCommand => ({ type: 'SetServicePrice', data: { serviceType, price } });
const priceSet = (
  serviceType: 'grave_cleaning' | 'memorial_candles',
  price: string,
  previousPrice: string | null,
): PriceListEvent => ({ type: 'ServicePriceSet', data: { serviceType, price, previousPrice } });

describe('price list decider', () => {
  it('sets a first price with no previous one', () =>
    given([])
      .when(setPrice('grave_cleaning', '35.00'))
      .then([priceSet('grave_cleaning', '35.00', null)]));

  it('records the price a change replaces', () =>
    given([priceSet('grave_cleaning', '35.00', null), priceSet('grave_cleaning', '38.00', '35.00')])
      .when(setPrice('grave_cleaning', '40.00'))
      .then([priceSet('grave_cleaning', '40.00', '38.00')]));

  it('keeps each service apart', () =>
    given([priceSet('grave_cleaning', '35.00', null)])
      .when(setPrice('memorial_candles', '15.00'))
      .then([priceSet('memorial_candles', '15.00', null)]));

  it('changes nothing when the price is already that', () =>
    given([priceSet('memorial_candles', '15.00', null)])
      .when(setPrice('memorial_candles', '15.00'))
      .thenNothing());

  it('takes a free service (0.00)', () =>
    given([priceSet('memorial_candles', '15.00', null)])
      .when(setPrice('memorial_candles', '0.00'))
      .then([priceSet('memorial_candles', '0.00', '15.00')]));
});
