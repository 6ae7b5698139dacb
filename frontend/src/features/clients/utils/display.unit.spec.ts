import { describe, expect, it } from 'vitest';
import { amountOrZero } from './display';

describe('client screen display helpers', () => {
  it('reads an amount, 0 when missing', () => {
    expect(amountOrZero('45.50')).toBe(45.5);
    expect(amountOrZero('')).toBe(0);
    expect(amountOrZero(null)).toBe(0);
    expect(amountOrZero('abc')).toBe(0);
  });
});
