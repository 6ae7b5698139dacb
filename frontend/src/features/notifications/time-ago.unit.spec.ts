import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-01-10T12:00:00.000Z');

describe('timeAgo', () => {
  it('says how long ago in the largest unit that fits, in the locale', () => {
    expect(timeAgo('2026-01-10T11:59:30.000Z', 'en', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-01-10T11:55:00.000Z', 'en', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T09:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-01-09T12:00:00.000Z', 'en', now)).toBe('yesterday');
    expect(timeAgo('2026-01-10T09:00:00.000Z', 'de', now)).toBe('vor 3 Stunden');
  });
});
