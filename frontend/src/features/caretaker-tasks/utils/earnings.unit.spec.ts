import { describe, expect, it } from 'vitest';
import { earningsOf, monthChange, monthlyEarnings } from './earnings';

type Task = Parameters<typeof earningsOf>[0][number];

const task = (overrides: Partial<Task> = {}): Task => ({
  status: 'completed',
  earning: '70.00',
  completedDate: '2025-05-10T10:00:00.000Z',
  updatedAt: '2025-05-10T10:00:00.000Z',
  ...overrides,
});

describe('earningsOf', () => {
  it('sums the completed tasks’ earnings (the server’s 70% share), with the average', () => {
    const result = earningsOf([task({ earning: '70.00' }), task({ earning: '35.00' })]);
    expect(result).toEqual({ completedCount: 2, earnings: 105, averageTaskValue: 52.5 });
  });

  it('leaves out tasks that are not completed', () => {
    const result = earningsOf([
      task({ earning: '56.00' }),
      task({ status: 'pending', earning: '1000.00' }),
      task({ status: 'scheduled', earning: '1000.00' }),
      task({ status: 'in_progress', earning: '1000.00' }),
      task({ status: 'cancelled', earning: '1000.00' }),
    ]);
    expect(result).toEqual({ completedCount: 1, earnings: 56, averageTaskValue: 56 });
  });

  it('is zero, with a zero average, when nothing is completed', () => {
    expect(earningsOf([])).toEqual({ completedCount: 0, earnings: 0, averageTaskValue: 0 });
    expect(earningsOf([task({ status: 'scheduled' })]).averageTaskValue).toBe(0);
  });

  it('sums in cents, so many small earnings do not drift', () => {
    const tasks = Array.from({ length: 10 }, () => task({ earning: '0.07' }));
    expect(earningsOf(tasks).earnings).toBe(0.7);
    expect(earningsOf([task({ earning: '0.07' }), task({ earning: '0.14' })]).earnings).toBe(0.21);
  });

  it('counts a task with a zero or unreadable earning as completed, adding nothing', () => {
    const result = earningsOf([task({ earning: '0.00' }), task({ earning: 'n/a' }), task()]);
    expect(result.completedCount).toBe(3);
    expect(result.earnings).toBe(70);
    expect(result.averageTaskValue).toBeCloseTo(23.333, 3);
  });
});

describe('monthlyEarnings', () => {
  // Local times: months begin at local midnight.
  const now = new Date(2025, 4, 20, 12, 0); // 20 May 2025
  const at = (year: number, month: number, day: number, hour = 12) =>
    new Date(year, month, day, hour).toISOString();

  it('splits completed tasks into this month and last month by completion date', () => {
    const result = monthlyEarnings(
      [
        task({ earning: '70.00', completedDate: at(2025, 4, 1, 0) }), // this month, first instant
        task({ earning: '35.00', completedDate: at(2025, 4, 19) }),
        task({ earning: '140.00', completedDate: at(2025, 3, 30, 23) }), // last month, last hours
        task({ earning: '999.00', completedDate: at(2025, 2, 31) }), // two months ago
        task({ earning: '999.00', completedDate: at(2025, 5, 1) }), // next month (bad clock)
      ],
      now,
    );
    expect(result.thisMonth).toEqual({ completedCount: 2, earnings: 105, averageTaskValue: 52.5 });
    expect(result.lastMonth).toEqual({ completedCount: 1, earnings: 140, averageTaskValue: 140 });
  });

  it('uses the last change when an old task has no completion date', () => {
    const result = monthlyEarnings([task({ completedDate: null, updatedAt: at(2025, 4, 3) })], now);
    expect(result.thisMonth.completedCount).toBe(1);
  });

  it('ignores unfinished tasks and unreadable dates', () => {
    const result = monthlyEarnings(
      [
        task({ status: 'in_progress', completedDate: null, updatedAt: at(2025, 4, 3) }),
        task({ completedDate: 'not a date' }),
      ],
      now,
    );
    expect(result.thisMonth.completedCount).toBe(0);
    expect(result.lastMonth.completedCount).toBe(0);
  });

  it('crosses the year boundary in January', () => {
    const result = monthlyEarnings(
      [task({ completedDate: at(2024, 11, 31) }), task({ completedDate: at(2025, 0, 2) })],
      new Date(2025, 0, 15),
    );
    expect(result.thisMonth.completedCount).toBe(1);
    expect(result.lastMonth.completedCount).toBe(1);
  });
});

describe('monthChange', () => {
  it('is the ratio of the change against last month', () => {
    expect(monthChange(112, 100)).toEqual({ kind: 'ratio', ratio: 0.12 });
    expect(monthChange(50, 100)).toEqual({ kind: 'ratio', ratio: -0.5 });
    expect(monthChange(0, 100)).toEqual({ kind: 'ratio', ratio: -1 });
    expect(monthChange(100, 100)).toEqual({ kind: 'ratio', ratio: 0 });
  });

  it('has no percentage when last month had nothing', () => {
    expect(monthChange(30, 0)).toEqual({ kind: 'new' });
    expect(monthChange(0, 0)).toEqual({ kind: 'none' });
  });
});
