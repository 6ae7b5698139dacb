import { describe, expect, it } from 'vitest';
import type { VisitCandidate } from '@memorial-care/projections/caretakers';
import { chooseCaretaker } from './caretaker-choice';

const candidate = (overrides: Partial<VisitCandidate> & { id: string }): VisitCandidate => ({
  name: overrides.id,
  preferredVisitDays: [],
  holidayDates: [],
  visitsThatDay: 0,
  ...overrides,
});

// Saturday 1 May 2027, 08:00 in Belgrade.
const saturday = '2027-05-01T06:00:00.000Z';

describe('chooseCaretaker', () => {
  it('takes the least loaded of those who work that day, the first of equals', () => {
    const ana = candidate({ id: 'ana', visitsThatDay: 2 });
    const boris = candidate({ id: 'boris', visitsThatDay: 1 });
    const vera = candidate({ id: 'vera', visitsThatDay: 1 });
    expect(chooseCaretaker([ana, boris, vera], saturday)).toBe(boris);
    expect(chooseCaretaker([ana], saturday)).toBe(ana);
  });

  it('passes over a caretaker on holiday or not working that weekday', () => {
    const onHoliday = candidate({ id: 'ana', holidayDates: ['2027-05-01'] });
    const weekdaysOnly = candidate({ id: 'boris', preferredVisitDays: ['Monday', 'Friday'] });
    const busyButFree = candidate({
      id: 'vera',
      preferredVisitDays: ['saturday'],
      visitsThatDay: 5,
    });
    expect(chooseCaretaker([onHoliday, weekdaysOnly, busyButFree], saturday)).toBe(busyButFree);
    expect(chooseCaretaker([onHoliday, weekdaysOnly], saturday)).toBeNull();
    expect(chooseCaretaker([], saturday)).toBeNull();
  });

  it('reads the day in Serbia: 22:30 UTC on Friday is already Saturday there (summer time)', () => {
    const fridaysOnly = candidate({ id: 'boris', preferredVisitDays: ['Friday'] });
    expect(chooseCaretaker([fridaysOnly], '2027-04-30T22:30:00.000Z')).toBeNull();
    expect(chooseCaretaker([fridaysOnly], '2027-04-30T21:30:00.000Z')).toBe(fridaysOnly);
  });
});
