import { describe, expect, it } from 'vitest';
import { visitWindowHoursText } from './visit-window';

describe('visitWindowHoursText', () => {
  it('gives the hours of the timed windows', () => {
    expect(visitWindowHoursText('morning')).toBe('8:00-12:00');
    expect(visitWindowHoursText('afternoon')).toBe('12:00-17:00');
    expect(visitWindowHoursText('evening')).toBe('17:00-20:00');
  });

  it('has no hours for anytime and by appointment', () => {
    expect(visitWindowHoursText('anytime')).toBeNull();
    expect(visitWindowHoursText('by-appointment')).toBeNull();
  });
});
