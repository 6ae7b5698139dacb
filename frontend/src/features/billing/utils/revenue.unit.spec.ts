import { describe, expect, it } from 'vitest';
import { monthLabel, revenueChartPoints } from './revenue';

describe('revenue by month', () => {
  it('names the month in the interface language, whatever the time zone', () => {
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-12', 'en')).toBe('Dec 2026');
    expect(monthLabel('2026-03', 'de')).toMatch(/^März 2026$/);
    expect(monthLabel('2026-03', 'sr')).toMatch(/^mar\.? 2026\.?$/);
  });

  it('draws each month at its amount, keeping the exact text for what is shown', () => {
    expect(
      revenueChartPoints(
        [
          { month: '2026-01', received: '0.00', payments: 0 },
          { month: '2026-02', received: '1234.56', payments: 3 },
        ],
        'en',
      ),
    ).toEqual([
      { month: '2026-01', label: 'Jan 2026', value: 0, received: '0.00' },
      { month: '2026-02', label: 'Feb 2026', value: 1234.56, received: '1234.56' },
    ]);
  });
});
