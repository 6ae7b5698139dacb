import { describe, expect, it } from 'vitest';
import {
  caretakerUnavailability,
  caretakerUnavailableMessage,
  serviceDay,
  type CaretakerWorkingDays,
} from './caretaker-availability';

/** Monday 2 March 2026, 10:00 in Belgrade. */
const monday = '2026-03-02T09:00:00.000Z';
/** Friday 6 March 2026, 10:00 in Belgrade. */
const friday = '2026-03-06T09:00:00.000Z';
/** Monday 9 March 2026, a holiday. */
const holidayMonday = '2026-03-09T09:00:00.000Z';

const dragan: CaretakerWorkingDays = {
  preferredVisitDays: ['Monday', 'Wednesday'],
  holidayDates: ['2026-03-09'],
};

describe('serviceDay', () => {
  it('reads the date and weekday in Serbia', () => {
    expect(serviceDay(monday)).toEqual({ date: '2026-03-02', weekday: 'Monday' });
    expect(serviceDay(new Date(friday))).toEqual({ date: '2026-03-06', weekday: 'Friday' });
  });

  it('starts the day at midnight in Belgrade, in winter and in summer time', () => {
    // 23:30 UTC on Sunday is Monday in Belgrade: UTC+1 in March, UTC+2 in May.
    expect(serviceDay('2026-03-01T23:30:00.000Z')).toEqual({
      date: '2026-03-02',
      weekday: 'Monday',
    });
    expect(serviceDay('2030-05-05T22:30:00.000Z')).toEqual({
      date: '2030-05-06',
      weekday: 'Monday',
    });
    expect(serviceDay('2030-05-05T21:30:00.000Z')).toEqual({
      date: '2030-05-05',
      weekday: 'Sunday',
    });
  });
});

describe('caretakerUnavailability', () => {
  it('lets a caretaker work on their preferred days', () => {
    expect(caretakerUnavailability(dragan, monday)).toBeNull();
  });

  it('lets a caretaker who named no days work any day but a holiday', () => {
    const anyDay = { preferredVisitDays: [], holidayDates: ['2026-03-06'] };
    expect(caretakerUnavailability(anyDay, monday)).toBeNull();
    expect(caretakerUnavailability(anyDay, friday)).toMatchObject({ reason: 'holiday' });
  });

  it('compares weekdays without case', () => {
    const lower = { preferredVisitDays: ['monday'], holidayDates: [] };
    expect(caretakerUnavailability(lower, monday)).toBeNull();
  });

  it('refuses another weekday, with the day and the caretaker’s days', () => {
    expect(caretakerUnavailability(dragan, friday)).toEqual({
      reason: 'weekday',
      date: '2026-03-06',
      weekday: 'Friday',
      availableDays: ['Monday', 'Wednesday'],
    });
  });

  it('refuses a holiday on a preferred day', () => {
    expect(caretakerUnavailability(dragan, holidayMonday)).toEqual({
      reason: 'holiday',
      date: '2026-03-09',
      weekday: 'Monday',
      availableDays: ['Monday', 'Wednesday'],
    });
  });
});

describe('caretakerUnavailableMessage', () => {
  it("words the spec's message", () => {
    expect(
      caretakerUnavailableMessage('Dragan Nikolić', caretakerUnavailability(dragan, friday)!),
    ).toBe('Dragan Nikolić is not available on Friday. Available days: Monday, Wednesday');
    expect(
      caretakerUnavailableMessage(
        'Dragan Nikolić',
        caretakerUnavailability(dragan, holidayMonday)!,
      ),
    ).toBe('Dragan Nikolić is on holiday on Monday, 2026-03-09');
  });

  it('names a caretaker without a name "Selected caretaker"', () => {
    expect(caretakerUnavailableMessage('', caretakerUnavailability(dragan, friday)!)).toBe(
      'Selected caretaker is not available on Friday. Available days: Monday, Wednesday',
    );
  });
});
