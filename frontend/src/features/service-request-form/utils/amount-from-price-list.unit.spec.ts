import { describe, expect, it } from 'vitest';
import { amountFromPriceList, listedPriceOf } from './amount-from-price-list';

const list = {
  items: [
    {
      serviceType: 'grave_cleaning' as const,
      price: '35.00',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
    { serviceType: 'monument_cleaning' as const, price: null, updatedAt: null },
  ],
};

describe('the amount of a new request from the price list', () => {
  it("fills an empty amount with the chosen service's price", () => {
    expect(amountFromPriceList(null, null, '35.00')).toBe(35);
    expect(amountFromPriceList(undefined, null, '35.50')).toBe(35.5);
    expect(amountFromPriceList('', null, '0.00')).toBe(0);
  });

  it('follows another service while the amount is still the listed one', () => {
    expect(amountFromPriceList(35, 35, '60.00')).toBe(60);
    // The new service has no price: the other service's price is not left behind.
    expect(amountFromPriceList(35, 35, null)).toBeNull();
  });

  it('keeps an amount the admin typed', () => {
    expect(amountFromPriceList(12, null, '35.00')).toBeUndefined();
    expect(amountFromPriceList(12, 35, '60.00')).toBeUndefined();
    expect(amountFromPriceList('12.5', 35, null)).toBeUndefined();
  });

  it('leaves an empty amount empty for a service without a price', () =>
    expect(amountFromPriceList(null, null, null)).toBeUndefined());

  it("finds a service's price in the list", () => {
    expect(listedPriceOf(list, 'grave_cleaning')).toBe('35.00');
    expect(listedPriceOf(list, 'monument_cleaning')).toBeNull();
    expect(listedPriceOf(list, 'flower_arrangement')).toBeNull();
    expect(listedPriceOf(undefined, 'grave_cleaning')).toBeNull();
    expect(listedPriceOf(list, null)).toBeNull();
  });
});
