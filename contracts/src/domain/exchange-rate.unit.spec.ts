import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchangeRate, convertAtRate } from './exchange-rate';

describe('checkExchangeRate', () => {
  it('takes a positive rate with up to 4 decimals, as its text with 4 places', () => {
    expect(checkExchangeRate('117.2345')).toEqual({ ok: true, value: '117.2345' });
    expect(checkExchangeRate(' 117.2 ')).toEqual({ ok: true, value: '117.2000' });
    expect(checkExchangeRate(117)).toEqual({ ok: true, value: '117.0000' });
    expect(checkExchangeRate('1')).toEqual({ ok: true, value: '1.0000' });
    expect(checkExchangeRate('1000')).toEqual({ ok: true, value: '1000.0000' });
  });

  it('refuses 0, negatives, NaN, too many decimals, exponents and absurd rates', () => {
    for (const input of ['0', '-117.2', 'NaN', '117.23456', '1e3', '117,2', '', '0.5', '1000.0001'])
      expect(checkExchangeRate(input).ok, input).toBe(false);
    for (const input of [Number.NaN, Infinity, -1, 0, 1e21, 117.23456])
      expect(checkExchangeRate(input).ok, String(input)).toBe(false);
    expect(checkExchangeRate('117.23456')).toMatchObject({ message: 'At most 4 decimals' });
    expect(checkExchangeRate('5000')).toMatchObject({ code: 'too_big' });
  });
});

describe('convertAtRate', () => {
  it('multiplies exactly and rounds half up to the para', () => {
    expect(convertAtRate('49.50', '117.2345')).toBe('5803.11'); // 5803.10775
    expect(convertAtRate('0.01', '117.2345')).toBe('1.17'); // 1.172345
    expect(convertAtRate('0.02', '117.2500')).toBe('2.35'); // 2.345 → up
    expect(convertAtRate('1000000.00', '1000.0000')).toBe('1000000000.00');
    expect(convertAtRate('0.00', '117.2345')).toBe('0.00');
  });

  it('agrees with exact decimal arithmetic for any amount and rate', () =>
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000n }),
        fc.bigInt({ min: 10_000n, max: 10_000_000n }),
        (cents, units) => {
          const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          const rate = `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
          const exact = cents * units; // para × 10,000
          const para = exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n);
          expect(convertAtRate(amount, rate)).toBe(
            `${para / 100n}.${String(para % 100n).padStart(2, '0')}`,
          );
        },
      ),
    ));
});
