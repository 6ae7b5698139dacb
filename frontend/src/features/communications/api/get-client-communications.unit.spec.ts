import { describe, expect, it } from 'vitest';
import { communication } from '../utils/testing-communications';
import { isOnItsWay } from './get-client-communications';

describe('a mail on its way', () => {
  it('is one queued or being sent in the last ten minutes', () => {
    const now = Date.parse('2025-06-01T10:05:00.000Z');
    const queued = communication({ status: 'queued', createdAt: '2025-06-01T10:00:00.000Z' });
    expect(isOnItsWay(queued, now)).toBe(true);
    expect(isOnItsWay({ ...queued, status: 'sending' }, now)).toBe(true);
    expect(isOnItsWay({ ...queued, status: 'sent' }, now)).toBe(false);
    expect(isOnItsWay(queued, now + 10 * 60_000)).toBe(false);
  });
});
