import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { caretakerShareOf } from './payouts';

describe('the caretaker’s share', () => {
  it('is 70% of the amount, rounded half up to the cent', () => {
    expect(caretakerShareOf('30.00')).toBe('21.00');
    expect(caretakerShareOf('33.33')).toBe('23.33');
    expect(caretakerShareOf('0.05')).toBe('0.04');
    expect(caretakerShareOf('0.01')).toBe('0.01');
    expect(caretakerShareOf('0.00')).toBe('0.00');
    expect(caretakerShareOf('10000.00')).toBe('7000.00');
    expect(caretakerShareOf('99999999.99')).toBe('69999999.99');
  });

  it('is never more than half a cent from the exact 70%', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999n }), (cents) => {
        const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        const difference = toCents(caretakerShareOf(amount)) * 100n - cents * 70n;
        expect(difference > -50n && difference <= 50n).toBe(true);
      }),
    );
  });
});
