import type { RequestStatus } from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import { upcomingVisitCount, upcomingVisits } from './upcoming-visits';

const now = new Date('2030-05-01T12:00:00.000Z');
const visit = (id: string, status: RequestStatus, scheduledDate: string | null) => ({
  id,
  status,
  scheduledDate,
});

describe('upcomingVisits', () => {
  it('keeps future scheduled or pending visits, soonest first, at most three', () => {
    const requests = [
      visit('later', 'scheduled', '2030-05-09T08:00:00.000Z'),
      visit('past', 'scheduled', '2030-05-01T11:59:00.000Z'),
      visit('done', 'completed', '2030-05-03T08:00:00.000Z'),
      visit('cancelled', 'cancelled', '2030-05-03T08:00:00.000Z'),
      visit('undated', 'pending', null),
      visit('soonest', 'pending', '2030-05-01T12:01:00.000Z'),
      visit('second', 'scheduled', '2030-05-02T08:00:00.000Z'),
      visit('fourth', 'pending', '2030-06-01T08:00:00.000Z'),
    ];
    expect(upcomingVisits(requests, now).map(({ id }) => id)).toEqual([
      'soonest',
      'second',
      'later',
    ]);
  });

  it('is empty without visits ahead', () => {
    expect(upcomingVisits([visit('past', 'pending', '2030-04-30T08:00:00.000Z')], now)).toEqual([]);
  });
});

describe('upcomingVisitCount', () => {
  it('counts the whole total but the visits of today already past', () => {
    const items = [
      visit('past', 'scheduled', '2030-05-01T08:00:00.000Z'),
      visit('ahead', 'pending', '2030-05-01T13:00:00.000Z'),
    ];
    expect(upcomingVisitCount({ items, total: 12 }, now)).toBe(11);
  });
});
