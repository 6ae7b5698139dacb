import { describe, expect, it } from 'vitest';
import { completesBeforeSchedule } from './early-completion';

// Monday 2 March 2026, 10:00 in Belgrade.
const now = new Date('2026-03-02T09:00:00.000Z');

describe('completesBeforeSchedule', () => {
  it('is true for a visit scheduled a week ahead', () => {
    expect(completesBeforeSchedule('2026-03-09T09:00:00.000Z', now)).toBe(true);
  });

  it('is false on the scheduled day (whatever the hour), after it, or with no date', () => {
    expect(completesBeforeSchedule('2026-03-02T16:00:00.000Z', now)).toBe(false);
    expect(completesBeforeSchedule('2026-02-27T09:00:00.000Z', now)).toBe(false);
    expect(completesBeforeSchedule(null, now)).toBe(false);
    expect(completesBeforeSchedule('not a date', now)).toBe(false);
  });

  it('reads the day in Serbia: 23:30 UTC on Monday is already Tuesday there', () => {
    expect(completesBeforeSchedule('2026-03-02T23:30:00.000Z', now)).toBe(true);
  });
});
