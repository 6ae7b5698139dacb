import { describe, expect, it } from 'vitest';
import { nextVisitOf } from './next-visit';

const now = new Date(2025, 4, 20, 15, 0); // 20 May 2025, 15:00 local
const local = (day: number, hour: number) => new Date(2025, 4, day, hour).toISOString();

describe('nextVisitOf', () => {
  it('is the soonest scheduled visit from today on', () => {
    expect(
      nextVisitOf(
        [
          { status: 'scheduled', scheduledDate: local(25, 9) },
          { status: 'scheduled', scheduledDate: local(22, 9) },
          { status: 'scheduled', scheduledDate: local(30, 9) },
        ],
        now,
      ),
    ).toBe(local(22, 9));
  });

  it('still counts this morning’s visit, not yesterday’s', () => {
    expect(
      nextVisitOf(
        [
          { status: 'scheduled', scheduledDate: local(19, 9) },
          { status: 'scheduled', scheduledDate: local(20, 8) },
        ],
        now,
      ),
    ).toBe(local(20, 8));
  });

  it('looks only at scheduled tasks with a date', () => {
    expect(
      nextVisitOf(
        [
          { status: 'pending', scheduledDate: local(21, 9) },
          { status: 'in_progress', scheduledDate: local(21, 9) },
          { status: 'scheduled', scheduledDate: null },
          { status: 'scheduled', scheduledDate: 'garbage' },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('is null with no tasks', () => {
    expect(nextVisitOf([], now)).toBeNull();
  });
});
