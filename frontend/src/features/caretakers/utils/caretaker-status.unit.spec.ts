import { describe, expect, it } from 'vitest';
import { displayStateOf, holidayBadgeOf } from './caretaker-status';

const today = '2025-08-10';

describe('display state', () => {
  it('is on holiday when today is a holiday, whatever isActive says', () => {
    expect(displayStateOf({ isActive: true, holidayDates: [today] }, today)).toBe('onHoliday');
    expect(displayStateOf({ isActive: false, holidayDates: [today] }, today)).toBe('onHoliday');
  });

  it('is active or inactive otherwise', () => {
    expect(displayStateOf({ isActive: true, holidayDates: ['2025-08-11'] }, today)).toBe('active');
    expect(displayStateOf({ isActive: false, holidayDates: [] }, today)).toBe('inactive');
  });
});

describe('holiday badge', () => {
  it('says "today" when today is a holiday', () => {
    expect(holidayBadgeOf(['2025-08-09', today], today)).toEqual({ kind: 'today' });
  });

  it('counts the days to the nearest holiday 1 to 7 days ahead', () => {
    expect(holidayBadgeOf(['2025-08-11'], today)).toEqual({ kind: 'upcoming', days: 1 });
    expect(holidayBadgeOf(['2025-08-17', '2025-08-14'], today)).toEqual({
      kind: 'upcoming',
      days: 4,
    });
    expect(holidayBadgeOf(['2025-08-17'], today)).toEqual({ kind: 'upcoming', days: 7 });
  });

  it('shows nothing for past holidays or ones more than 7 days ahead', () => {
    expect(holidayBadgeOf(['2025-08-09', '2025-08-18'], today)).toBeNull();
    expect(holidayBadgeOf([], today)).toBeNull();
  });
});
