import { planMonthlyPrices } from '@memorial-care/contracts/domain';
import { planSubscriptionInputSchema, type PlanSubscription } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  isRunning,
  monthOfPeriod,
  monthlyPricePrefill,
  monthlyPriceOf,
  monthlyPriceProblem,
  periodOfMonth,
  subscriptionToFormValues,
  subscriptionValuesToInput,
  type SubscriptionFormValues,
} from './subscription-form-values';

const running: PlanSubscription = {
  clientId: 'c-1',
  plan: 'custom',
  monthlyPrice: '35.00',
  status: 'active',
  firstPeriod: '2026-03',
};

const may2026 = dayjs('2026-05-01');

describe('monthlyPricePrefill', () => {
  it("takes the price list's price of each plan", () => {
    expect(monthlyPricePrefill('basic')).toBe('29.00');
    expect(monthlyPricePrefill('standard')).toBe('49.00');
    expect(monthlyPricePrefill('premium')).toBe('79.00');
    expect(monthlyPricePrefill('memorial')).toBe('99.00');
    expect(monthlyPricePrefill('basic')).toBe(planMonthlyPrices.basic);
  });

  it('leaves a custom plan (agreed with the family) and no plan empty', () => {
    expect(monthlyPricePrefill('custom')).toBe('');
    expect(monthlyPricePrefill(undefined)).toBe('');
  });

  it("keeps the running subscription's agreed price on its own plan only", () => {
    expect(monthlyPricePrefill('custom', running)).toBe('35.00');
    expect(monthlyPricePrefill('premium', running)).toBe('79.00');
    expect(monthlyPricePrefill('basic', { ...running, plan: 'basic', monthlyPrice: '25.00' })).toBe(
      '25.00',
    );
  });
});

describe('monthlyPriceProblem', () => {
  it('requires a price for a custom plan', () => {
    expect(monthlyPriceProblem('custom', '')).toBe('required');
    expect(monthlyPriceProblem('custom', '   ')).toBe('required');
    expect(monthlyPriceProblem('custom', undefined)).toBe('required');
    expect(monthlyPriceProblem('custom', '35')).toBeNull();
  });

  it("lets another plan's price be empty (the price list's applies)", () => {
    expect(monthlyPriceProblem('basic', '')).toBeNull();
    expect(monthlyPriceProblem('memorial', undefined)).toBeNull();
  });

  it('refuses what is not an amount of 0 … 100,000 EUR', () => {
    expect(monthlyPriceProblem('basic', 'abc')).toBe('invalid');
    expect(monthlyPriceProblem('custom', '-5')).toBe('invalid');
    expect(monthlyPriceProblem('custom', '12.345')).toBe('invalid');
    expect(monthlyPriceProblem('custom', '100000.01')).toBe('invalid');
    expect(monthlyPriceProblem('custom', '0')).toBeNull();
    expect(monthlyPriceProblem('custom', '1.234,50')).toBeNull();
  });
});

describe('monthlyPriceOf', () => {
  it('reads the amount as typed in either notation', () => {
    expect(monthlyPriceOf('49')).toBe('49.00');
    expect(monthlyPriceOf('49,5')).toBe('49.50');
    expect(monthlyPriceOf(' 1.234,50 ')).toBe('1234.50');
    expect(monthlyPriceOf('1,234.50')).toBe('1234.50');
    expect(monthlyPriceOf('')).toBeNull();
  });
});

describe('months', () => {
  it('names a month as the API does (yyyy-MM) and back', () => {
    expect(periodOfMonth(may2026)).toBe('2026-05');
    expect(periodOfMonth(dayjs('2026-12-31'))).toBe('2026-12');
    expect(periodOfMonth(monthOfPeriod('2027-01'))).toBe('2027-01');
  });

  it('formats a period in the interface language', () => {
    expect(formatPeriod('2026-05', 'en')).toBe('May 2026');
    expect(formatPeriod('2026-05', 'de')).toBe('Mai 2026');
    expect(formatPeriod('2026-05', 'sr')).toMatch(/^maj 2026/);
    expect(formatPeriod('bad', 'en')).toBe('bad');
  });
});

describe('subscriptionToFormValues', () => {
  it('starts from the plan the family chose, at its price, this month', () => {
    const values = subscriptionToFormValues(null, 'premium', may2026);
    expect(values.plan).toBe('premium');
    expect(values.monthlyPrice).toBe('79.00');
    expect(values.firstPeriod && periodOfMonth(values.firstPeriod)).toBe('2026-05');
    expect(subscriptionToFormValues(null, null, may2026)).toMatchObject({
      plan: undefined,
      monthlyPrice: '',
    });
  });

  it('changes the running one from its plan and agreed price', () => {
    const values = subscriptionToFormValues(running, 'basic', may2026);
    expect(values).toMatchObject({ plan: 'custom', monthlyPrice: '35.00' });
    expect(values.firstPeriod && periodOfMonth(values.firstPeriod)).toBe('2026-03');
  });

  it('starts again after the end from the last plan, this month', () => {
    const values = subscriptionToFormValues({ ...running, status: 'ended' }, 'basic', may2026);
    expect(values).toMatchObject({ plan: 'custom', monthlyPrice: '35.00' });
    expect(values.firstPeriod && periodOfMonth(values.firstPeriod)).toBe('2026-05');
  });
});

describe('subscriptionValuesToInput', () => {
  const values = (patch: Partial<SubscriptionFormValues>): SubscriptionFormValues => ({
    plan: 'standard',
    monthlyPrice: '49.00',
    firstPeriod: may2026,
    ...patch,
  });

  it('starts with the plan, the price and the first month', () => {
    const input = subscriptionValuesToInput(values({}), { starting: true });
    expect(input).toEqual({ plan: 'standard', monthlyPrice: '49.00', firstPeriod: '2026-05' });
    expect(planSubscriptionInputSchema.safeParse(input).success).toBe(true);
  });

  it("sends the price as the API reads it, none when empty (the price list's)", () => {
    expect(
      subscriptionValuesToInput(values({ monthlyPrice: '45,5' }), { starting: true }),
    ).toMatchObject({ monthlyPrice: '45.50' });
    expect(
      subscriptionValuesToInput(values({ monthlyPrice: '  ' }), { starting: true }),
    ).not.toHaveProperty('monthlyPrice');
  });

  it('leaves the first month out of a change (it applies to the months not yet invoiced)', () => {
    expect(
      subscriptionValuesToInput(values({ plan: 'custom', monthlyPrice: '35' }), {
        starting: false,
      }),
    ).toEqual({ plan: 'custom', monthlyPrice: '35.00' });
  });

  it('leaves the first month out when none is chosen (the server takes this month)', () => {
    expect(
      subscriptionValuesToInput(values({ firstPeriod: null }), { starting: true }),
    ).not.toHaveProperty('firstPeriod');
  });

  it('needs a plan', () => {
    expect(() =>
      subscriptionValuesToInput(values({ plan: undefined }), { starting: true }),
    ).toThrow();
  });
});

describe('isRunning', () => {
  it('is true while active or paused', () => {
    expect(isRunning(running)).toBe(true);
    expect(isRunning({ ...running, status: 'paused' })).toBe(true);
    expect(isRunning({ ...running, status: 'ended' })).toBe(false);
    expect(isRunning(null)).toBe(false);
  });
});
