import type { CaretakerTask } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';

type CompletedTask = Pick<CaretakerTask, 'status' | 'earning' | 'completedDate' | 'updatedAt'>;

export interface Earnings {
  /** How many tasks were completed. */
  readonly completedCount: number;
  /** The caretaker's share (70%, computed by the server per task) of the completed tasks, in EUR. */
  readonly earnings: number;
  /** Earnings per completed task (spec part 2, §9: earnings / completed count); 0 with none. */
  readonly averageTaskValue: number;
}

/** "30.00" → 3000; an unreadable earning counts as nothing rather than NaN-poisoning the sum. */
const centsOf = (amount: string): number => {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

const isCompleted = (task: CompletedTask) => task.status === 'completed';

/**
 * Caretaker earnings = 70% of the amounts of completed tasks: each task carries its share (the
 * amount itself is not the caretaker's to see). Sums in cents so that many small ones do not
 * drift. Every completed task on the caretaker's list is theirs: the
 * only tasks of others it shows are open offers, which are pending.
 */
export function earningsOf(tasks: readonly CompletedTask[]): Earnings {
  const completed = tasks.filter(isCompleted);
  const earnings = completed.reduce((sum, task) => sum + centsOf(task.earning), 0) / 100;
  return {
    completedCount: completed.length,
    earnings,
    averageTaskValue: completed.length > 0 ? earnings / completed.length : 0,
  };
}

/** When a task was completed: its completion date, else (older data) its last change. */
const completedAt = (task: CompletedTask) => dayjs(task.completedDate ?? task.updatedAt);

export interface MonthlyEarnings {
  readonly thisMonth: Earnings;
  readonly lastMonth: Earnings;
}

/** Completed tasks and earnings of the current and the previous calendar month (local time). */
export function monthlyEarnings(tasks: readonly CompletedTask[], now: Date): MonthlyEarnings {
  const thisMonthStart = dayjs(now).startOf('month');
  const lastMonthStart = thisMonthStart.subtract(1, 'month');
  const completed = tasks.filter(isCompleted);
  const inRange = (from: dayjs.Dayjs, to: dayjs.Dayjs) =>
    completed.filter((task) => {
      const at = completedAt(task);
      return at.isValid() && !at.isBefore(from) && at.isBefore(to);
    });
  return {
    thisMonth: earningsOf(inRange(thisMonthStart, thisMonthStart.add(1, 'month'))),
    lastMonth: earningsOf(inRange(lastMonthStart, thisMonthStart)),
  };
}

/** How this month compares with the last: a ratio, or why there is none. */
export type MonthChange =
  | { readonly kind: 'ratio'; readonly ratio: number }
  /** Something this month, nothing last month: no percentage to speak of. */
  | { readonly kind: 'new' }
  /** Nothing in either month. */
  | { readonly kind: 'none' };

/** (current − previous) / previous, e.g. 0.12 for "+12% from last month". */
export function monthChange(current: number, previous: number): MonthChange {
  if (previous > 0) return { kind: 'ratio', ratio: (current - previous) / previous };
  return current > 0 ? { kind: 'new' } : { kind: 'none' };
}
