import { limits } from '@memorial-care/contracts/domain';
import { daysBetween } from './holiday-planner';

// The card's status dot and holiday badge (spec part 1, section 4).

/** The caretaker's state shown by the status dot: on holiday today, else active or inactive. */
export type CaretakerDisplayState = 'onHoliday' | 'active' | 'inactive';

export const displayStateOf = (
  caretaker: { readonly isActive: boolean; readonly holidayDates: readonly string[] },
  today: string,
): CaretakerDisplayState =>
  caretaker.holidayDates.includes(today) ? 'onHoliday' : caretaker.isActive ? 'active' : 'inactive';

/** The holiday badge: "On Holiday Today", or "Holiday in N day(s)" for 1 to `windowDays` ahead. */
export type HolidayBadge =
  { readonly kind: 'today' } | { readonly kind: 'upcoming'; readonly days: number };

export const holidayBadgeOf = (
  holidayDates: readonly string[],
  today: string,
  windowDays: number = limits.upcomingHolidayBadgeDays,
): HolidayBadge | null => {
  if (holidayDates.includes(today)) return { kind: 'today' };
  const ahead = holidayDates
    .map((date) => daysBetween(today, date))
    .filter((days) => days >= 1 && days <= windowDays);
  return ahead.length > 0 ? { kind: 'upcoming', days: Math.min(...ahead) } : null;
};
