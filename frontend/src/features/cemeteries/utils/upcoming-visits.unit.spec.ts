import { describe, expect, it } from 'vitest';
import { presentUpcomingVisits } from './upcoming-visits';

describe('presentUpcomingVisits', () => {
  it('shows all visits and no "more" line when there are at most two', () => {
    expect(presentUpcomingVisits(['a', 'b'], 0)).toEqual({ shown: ['a', 'b'], moreCount: 0 });
    expect(presentUpcomingVisits([], 0)).toEqual({ shown: [], moreCount: 0 });
  });

  it('adds the remainder the server reports', () => {
    expect(presentUpcomingVisits(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], moreCount: 3 });
  });

  it('trims to two and counts the trimmed ones if the server sends more', () => {
    expect(presentUpcomingVisits(['a', 'b', 'c', 'd'], 1)).toEqual({
      shown: ['a', 'b'],
      moreCount: 3,
    });
  });

  it('ignores a negative remainder', () => {
    expect(presentUpcomingVisits(['a'], -2).moreCount).toBe(0);
  });
});
