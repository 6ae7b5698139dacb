import { describe, expect, it } from 'vitest';
import {
  activeTaskCount,
  defaultTaskTab,
  isTaskTab,
  lastPageOf,
  taskTabItems,
  taskTabOrder,
} from './task-tabs';

const counts = { all: 9, pending: 2, scheduled: 3, in_progress: 1, completed: 2, cancelled: 1 };

describe('task tabs', () => {
  it('come in the spec’s order, Pending first and selected by default', () => {
    expect(taskTabOrder).toEqual(['pending', 'scheduled', 'in_progress', 'all']);
    expect(defaultTaskTab).toBe('pending');
  });

  it('carry the server’s count per tab', () => {
    expect(taskTabItems(counts)).toEqual([
      { tab: 'pending', count: 2 },
      { tab: 'scheduled', count: 3 },
      { tab: 'in_progress', count: 1 },
      { tab: 'all', count: 9 },
    ]);
  });

  it('have no count while the counts are unknown', () => {
    expect(taskTabItems(undefined).map((item) => item.count)).toEqual([null, null, null, null]);
  });

  it('recognises tab keys', () => {
    expect(isTaskTab('in_progress')).toBe(true);
    expect(isTaskTab('completed')).toBe(false);
  });
});

describe('activeTaskCount', () => {
  it('counts pending, scheduled and in-progress tasks, not completed or cancelled ones', () => {
    expect(activeTaskCount(counts)).toBe(6);
    expect(
      activeTaskCount({
        all: 4,
        pending: 0,
        scheduled: 0,
        in_progress: 0,
        completed: 3,
        cancelled: 1,
      }),
    ).toBe(0);
  });
});

describe('lastPageOf', () => {
  it('is the last page holding tasks, at least 1', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(lastPageOf(25, 10)).toBe(3);
  });
});
