import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '@memorial-care/contracts/events';
import { addMonths, planPeriodsDue, type DatedSubscriptionEvent } from './plan-periods';

const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const at = (period: string, event: SubscriptionEvent): DatedSubscriptionEvent => ({
  event,
  period,
});
const started = (period: string, firstPeriod = period) =>
  at(period, {
    type: 'SubscriptionStarted',
    data: { clientId, plan: 'standard', monthlyPrice: '49.00', firstPeriod },
  });
const changed = (period: string) =>
  at(period, {
    type: 'SubscriptionChanged',
    data: { clientId, plan: 'premium', monthlyPrice: '79.00' },
  });
const paused = (period: string) =>
  at(period, { type: 'SubscriptionPaused', data: { clientId, reason: null } });
const resumed = (period: string) => at(period, { type: 'SubscriptionResumed', data: { clientId } });
const ended = (period: string) =>
  at(period, { type: 'SubscriptionEnded', data: { clientId, reason: null } });

const periodsOf = (
  history: DatedSubscriptionEvent[],
  lastInvoiced: string | null,
  current: string,
) => planPeriodsDue(history, { lastInvoiced, current }).map((due) => due.period);

describe('the months a subscription owes', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
  });

  it('is the current month when the one before was invoiced', () =>
    expect(periodsOf([started('2026-01')], '2026-02', '2026-03')).toEqual(['2026-03']));

  it('is nothing when the current month was invoiced', () =>
    expect(periodsOf([started('2026-01')], '2026-03', '2026-03')).toEqual([]));

  it('makes up every month a job that was down missed, each at its price', () =>
    expect(
      planPeriodsDue([started('2026-01'), changed('2026-03')], {
        lastInvoiced: '2026-01',
        current: '2026-04',
      }),
    ).toEqual([
      { period: '2026-02', plan: 'standard', monthlyPrice: '49.00' },
      // Changed during March: March had begun on the standard plan.
      { period: '2026-03', plan: 'standard', monthlyPrice: '49.00' },
      { period: '2026-04', plan: 'premium', monthlyPrice: '79.00' },
    ]));

  it('bills from the first month, never before it', () => {
    expect(periodsOf([started('2026-02', '2026-04')], null, '2026-03')).toEqual([]);
    expect(periodsOf([started('2026-02', '2026-04')], null, '2026-05')).toEqual([
      '2026-04',
      '2026-05',
    ]);
    // Backdated by the admin: from its first month.
    expect(periodsOf([started('2026-03', '2026-01')], null, '2026-03')).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('goes back a year at most', () => {
    const due = periodsOf([started('2024-01')], '2024-01', '2026-03');
    expect(due).toHaveLength(12);
    expect(due[0]).toBe('2025-04');
    expect(due.at(-1)).toBe('2026-03');
  });

  it('skips months paused throughout, bills a month active at any moment', () =>
    expect(
      periodsOf(
        [started('2026-01'), paused('2026-02'), resumed('2026-04'), paused('2026-05')],
        '2026-01',
        '2026-07',
      ),
    ).toEqual(['2026-02', '2026-04', '2026-05']));

  it('bills the current month only while active now', () => {
    expect(periodsOf([started('2026-03'), paused('2026-03')], null, '2026-03')).toEqual([]);
    expect(
      periodsOf([started('2026-03'), paused('2026-03'), resumed('2026-03')], null, '2026-03'),
    ).toEqual(['2026-03']);
  });

  it('bills the months up to the end, none after, and a restart from its first month', () => {
    expect(periodsOf([started('2026-01'), ended('2026-02')], '2026-01', '2026-05')).toEqual([
      '2026-02',
    ]);
    expect(
      periodsOf(
        [started('2026-01'), ended('2026-02'), started('2026-05', '2026-06')],
        '2026-02',
        '2026-07',
      ),
    ).toEqual(['2026-06', '2026-07']);
  });

  it('owes nothing without a subscription', () =>
    expect(periodsOf([], null, '2026-03')).toEqual([]));
});
