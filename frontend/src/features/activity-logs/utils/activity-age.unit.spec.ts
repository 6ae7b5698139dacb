import { describe, expect, it } from 'vitest';
import { activityAge } from './activity-age';

const now = new Date('2030-01-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('activityAge', () => {
  it('is now under a minute, and for a time ahead of the clock or unreadable', () => {
    expect(activityAge(ago(59_999), now)).toEqual({ unit: 'now' });
    expect(activityAge(ago(-5_000), now)).toEqual({ unit: 'now' });
    expect(activityAge('not a date', now)).toEqual({ unit: 'now' });
  });

  it('counts whole minutes under an hour', () => {
    expect(activityAge(ago(60_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(activityAge(ago(59 * 60_000 + 59_999), now)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('counts whole hours under 24 hours', () => {
    expect(activityAge(ago(3_600_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(activityAge(ago(24 * 3_600_000 - 1), now)).toEqual({ unit: 'hours', count: 23 });
  });

  it('counts whole days from 24 hours on', () => {
    expect(activityAge(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(activityAge(ago(9.5 * 24 * 3_600_000), now)).toEqual({ unit: 'days', count: 9 });
  });
});
