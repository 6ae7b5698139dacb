import type { Weekday } from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import { caretakerChoicesFor } from './caretaker-choices';

const caretaker = (
  name: string,
  days: Weekday[] = [],
  holidayDates: string[] = [],
  isActive = true,
) => ({ id: name.toLowerCase(), name, isActive, preferredVisitDays: days, holidayDates });

// A Wednesday, 10:00 in Belgrade.
const visit = '2026-03-04T09:00:00.000Z';

describe('the caretakers offered for a visit', () => {
  const caretakers = [
    caretaker('Zoran'),
    caretaker('Marija', ['Tuesday', 'Thursday', 'Saturday']),
    caretaker('Dragan', ['Monday', 'Wednesday'], ['2026-03-04']),
    caretaker('Ana', ['Wednesday']),
    caretaker('Ivana', [], [], false),
  ];

  it('lists those who can work that day first, then the others with the reason, by name', () => {
    const choices = caretakerChoicesFor(caretakers, visit, null);
    expect(choices.map(({ caretaker: { name } }) => name)).toEqual([
      'Ana',
      'Zoran',
      'Dragan',
      'Marija',
    ]);
    expect(choices.map(({ unavailability }) => unavailability?.reason ?? null)).toEqual([
      null,
      null,
      'holiday',
      'weekday',
    ]);
    expect(choices[3]!.unavailability).toMatchObject({
      weekday: 'Wednesday',
      date: '2026-03-04',
      availableDays: ['Tuesday', 'Thursday', 'Saturday'],
    });
  });

  it('leaves inactive caretakers out, except the one the visit already has', () => {
    expect(caretakerChoicesFor(caretakers, visit, null).map((c) => c.caretaker.id)).not.toContain(
      'ivana',
    );
    expect(caretakerChoicesFor(caretakers, visit, 'ivana').map((c) => c.caretaker.id)).toContain(
      'ivana',
    );
  });

  it('counts everyone available for a visit without a day', () => {
    expect(
      caretakerChoicesFor(caretakers, null, null).every(({ unavailability }) => !unavailability),
    ).toBe(true);
  });
});
