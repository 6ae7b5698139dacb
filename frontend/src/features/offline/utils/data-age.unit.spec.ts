import { describe, expect, it } from 'vitest';
import { dataAgeOf, oldestShownDataAt, type ShownQuery } from './data-age';

const minute = 60_000;
const now = Date.parse('2026-11-02T10:00:00Z');

describe('the age of the data on screen', () => {
  it('counts just now, minutes, hours, then days', () => {
    expect(dataAgeOf(now - 20_000, now)).toEqual({ unit: 'justNow' });
    expect(dataAgeOf(now - minute, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(dataAgeOf(now - 59 * minute, now)).toEqual({ unit: 'minutes', count: 59 });
    expect(dataAgeOf(now - 60 * minute, now)).toEqual({ unit: 'hours', count: 1 });
    expect(dataAgeOf(now - (23 * 60 + 59) * minute, now)).toEqual({ unit: 'hours', count: 23 });
    expect(dataAgeOf(now - 3 * 24 * 60 * minute, now)).toEqual({ unit: 'days', count: 3 });
  });

  it('never counts data from the future as old (a clock put back)', () => {
    expect(dataAgeOf(now + 5 * minute, now)).toEqual({ unit: 'justNow' });
  });
});

describe('the oldest data on screen', () => {
  const query = (key: string, minutesAgo: number, isShown = true): ShownQuery => ({
    queryKey: [key],
    dataUpdatedAt: minutesAgo < 0 ? 0 : now - minutesAgo * minute,
    isShown,
  });

  it('is the oldest of the queries shown', () => {
    expect(
      oldestShownDataAt([query('tasks', 5), query('schedule', 42), query('notifications', 1)]),
    ).toBe(now - 42 * minute);
  });

  it('leaves out queries not on screen, never loaded, and who is signed in', () => {
    expect(
      oldestShownDataAt([
        query('tasks', 5),
        query('schedule', 300, false),
        query('details', -1),
        // The device answers who is signed in when offline: it says nothing of the data's age.
        { queryKey: ['auth', 'user'], dataUpdatedAt: now - 900 * minute, isShown: true },
      ]),
    ).toBe(now - 5 * minute);
  });

  it('is null when nothing on screen came from the server', () => {
    expect(oldestShownDataAt([])).toBeNull();
    expect(oldestShownDataAt([query('tasks', -1), query('schedule', 3, false)])).toBeNull();
  });
});
