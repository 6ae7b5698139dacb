import * as ledger from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  centsOf,
  fromCents,
  invoiceTotals,
  isPositiveAmount,
  lineAmount,
  lineAmountOf,
  paymentAmountOf,
  quantityOf,
  sumAmounts,
  unitPriceOf,
  vatOf,
  vatRateOf,
} from './money';

describe('amounts as typed', () => {
  it('reads prices exactly, with either decimal separator', () => {
    expect(unitPriceOf('0')).toBe('0.00');
    expect(unitPriceOf('19,99')).toBe('19.99');
    expect(unitPriceOf('100000')).toBe('100000.00');
    expect(unitPriceOf('100000.01')).toBeNull();
    expect(unitPriceOf('1.234')).toBeNull(); // three decimals: refused, never rounded
    expect(unitPriceOf('-1')).toBeNull();
    expect(unitPriceOf('abc')).toBeNull();
    expect(unitPriceOf('')).toBeNull();
    expect(unitPriceOf(undefined)).toBeNull();
  });

  it('takes a payment from 0.01', () => {
    expect(paymentAmountOf('0')).toBeNull();
    expect(paymentAmountOf('0,01')).toBe('0.01');
    expect(amountOf('  ', 0, 10)).toBeNull();
  });

  it('takes whole quantities from 1 to 1000', () => {
    expect(quantityOf(1)).toBe(1);
    expect(quantityOf('3')).toBe(3);
    expect(quantityOf(1000)).toBe(1000);
    expect(quantityOf(0)).toBeNull();
    expect(quantityOf(1.5)).toBeNull();
    expect(quantityOf(1001)).toBeNull();
    expect(quantityOf(null)).toBeNull();
    expect(quantityOf('')).toBeNull();
  });

  it('reads a VAT rate as the API writes it; empty is 0', () => {
    expect(vatRateOf('20')).toBe('20');
    expect(vatRateOf('8,5')).toBe('8.5');
    expect(vatRateOf('8.50')).toBe('8.5');
    expect(vatRateOf('20%')).toBe('20');
    expect(vatRateOf('')).toBe('0');
    expect(vatRateOf(undefined)).toBe('0');
    expect(vatRateOf('100')).toBe('100');
    expect(vatRateOf('100.01')).toBeNull();
    expect(vatRateOf('8.555')).toBeNull();
    expect(vatRateOf('x')).toBeNull();
  });
});

describe('invoiceTotals', () => {
  it('adds the lines in cents, where floating point would drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; ten lines of 0.10 are exactly 1.00.
    const lines = Array.from({ length: 10 }, () => ({ quantity: 1, unitPrice: '0.10' }));
    expect(invoiceTotals(lines, '0')).toEqual({
      subtotal: '1.00',
      vatAmount: '0.00',
      total: '1.00',
      complete: true,
    });
    expect(invoiceTotals([{ quantity: 3, unitPrice: '19,99' }], '0').total).toBe('59.97');
    expect(
      invoiceTotals(
        [
          { quantity: 1, unitPrice: '0.1' },
          { quantity: 1, unitPrice: '0.2' },
        ],
        '0',
      ).total,
    ).toBe('0.30');
  });

  it('puts VAT on the subtotal, rounded half up to the cent, as the server does', () => {
    // 33.33 × 20 % = 6.666 → 6.67
    expect(invoiceTotals([{ quantity: 1, unitPrice: '33.33' }], '20')).toEqual({
      subtotal: '33.33',
      vatAmount: '6.67',
      total: '40.00',
      complete: true,
    });
    // 10.10 × 8.5 % = 0.8585 → 0.86
    expect(invoiceTotals([{ quantity: 1, unitPrice: '10.10' }], '8,5').vatAmount).toBe('0.86');
    // The largest invoice stays exact: 50 lines × 1000 × 100,000.00.
    const largest = Array.from({ length: 50 }, () => ({ quantity: 1000, unitPrice: '100000' }));
    expect(invoiceTotals(largest, '20')).toMatchObject({
      subtotal: '5000000000.00',
      total: '6000000000.00',
    });
  });

  it('counts a line not yet valid as 0 and says the total is incomplete', () => {
    expect(
      invoiceTotals(
        [{ quantity: 2, unitPrice: '10' }, { quantity: 1, unitPrice: '' }, undefined],
        '0',
      ),
    ).toEqual({ subtotal: '20.00', vatAmount: '0.00', total: '20.00', complete: false });
    expect(invoiceTotals([{ quantity: 1, unitPrice: '10' }], 'abc')).toEqual({
      subtotal: '10.00',
      vatAmount: '0.00',
      total: '10.00',
      complete: false,
    });
    expect(invoiceTotals([], undefined).total).toBe('0.00');
  });

  it("gives each line's amount once it is valid", () => {
    expect(lineAmountOf({ quantity: 4, unitPrice: '12,25' })).toBe('49.00');
    expect(lineAmountOf({ quantity: null, unitPrice: '12' })).toBeNull();
    expect(lineAmountOf(undefined)).toBeNull();
  });
});

describe('ledger amounts', () => {
  it('tells what is owed from a credit', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('-5.00')).toBe(false);
    expect(centsOf('-5.25')).toBe(-525n);
  });
});

describe("the ledger's arithmetic, kept in the billing chunk", () => {
  it('computes exactly as contracts/domain/money.ts does', () => {
    const amounts = ['0.00', '0.01', '0.10', '19.99', '33.33', '49.50', '100000.00', '99999999.99'];
    const rates = ['0', '5', '8.5', '10', '19', '20', '20.25', '100'];
    for (const amount of amounts) {
      expect(centsOf(amount)).toBe(ledger.toCents(amount));
      expect(fromCents(centsOf(amount))).toBe(ledger.fromCents(ledger.toCents(amount)));
      for (const quantity of [1, 3, 7, 1000])
        expect(lineAmount(amount, quantity)).toBe(ledger.lineAmount(amount, quantity));
      for (const rate of rates) expect(vatOf(amount, rate)).toBe(ledger.vatOf(amount, rate));
    }
    expect(sumAmounts(amounts)).toBe(ledger.sumAmounts(amounts));
    expect(fromCents(-525n)).toBe('-5.25');
  });
});
