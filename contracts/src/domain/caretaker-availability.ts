import { weekdays } from './constants';

// The caretaker availability rule (spec §5), the same on the server and in the request form.

export type Weekday = (typeof weekdays)[number];

/** The graves and caretakers are in Serbia: a visit's day is the day there. */
export const serviceTimeZone = 'Europe/Belgrade';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: serviceTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
});

const isWeekday = (value: string): value is Weekday =>
  (weekdays as readonly string[]).includes(value);

/** The calendar date (yyyy-MM-dd) and weekday ("Monday") of an instant, in Serbia. */
export function serviceDay(instant: Date | string): { date: string; weekday: Weekday } {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const weekday = String(parts.weekday);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: isWeekday(weekday) ? weekday : 'Monday',
  };
}

/** What the rule knows about a caretaker's working days. */
export interface CaretakerWorkingDays<Day extends string = string> {
  /** Weekday names ("Monday"); none means any day. */
  readonly preferredVisitDays: readonly Day[];
  /** yyyy-MM-dd dates. */
  readonly holidayDates: readonly string[];
}

/** Why a caretaker cannot take a visit: not one of their days, or a holiday. */
export interface CaretakerUnavailability<Day extends string = string> {
  readonly reason: 'weekday' | 'holiday';
  /** The visit's day in Serbia, yyyy-MM-dd. */
  readonly date: string;
  readonly weekday: Weekday;
  /** The caretaker's preferred days. */
  readonly availableDays: readonly Day[];
}

/**
 * A caretaker works on their preferred weekdays (any day when they named none; compared without
 * case) and never on a holiday. Null when they can take a visit at that instant.
 */
export function caretakerUnavailability<Day extends string>(
  caretaker: CaretakerWorkingDays<Day>,
  instant: Date | string,
): CaretakerUnavailability<Day> | null {
  const { date, weekday } = serviceDay(instant);
  const availableDays = caretaker.preferredVisitDays;
  if (
    availableDays.length > 0 &&
    !availableDays.some((day) => day.toLowerCase() === weekday.toLowerCase())
  )
    return { reason: 'weekday', date, weekday, availableDays };
  if (caretaker.holidayDates.includes(date))
    return { reason: 'holiday', date, weekday, availableDays };
  return null;
}

/** Who the message names when the caretaker has no name. */
export const unnamedCaretaker = 'Selected caretaker';

/** The spec's message for an unavailable caretaker, in English. */
export function caretakerUnavailableMessage(
  name: string,
  { reason, date, weekday, availableDays }: CaretakerUnavailability,
): string {
  const who = name || unnamedCaretaker;
  return reason === 'holiday'
    ? `${who} is on holiday on ${weekday}, ${date}`
    : `${who} is not available on ${weekday}. Available days: ${availableDays.join(', ')}`;
}
