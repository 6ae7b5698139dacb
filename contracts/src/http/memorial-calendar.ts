import { z } from 'zod';
import { calendarDate, dateWindows, dayRangeWithin } from '../domain/input-bounds';
import { memorialCalendarKinds } from '../domain/orthodox-calendar';

export const memorialCalendarLimits = {
  /** Three years at most: enough to plan a year of care ahead, small enough to answer at once. */
  maxRangeDays: 3 * 366,
} as const;

/**
 * GET /api/memorial-calendar: the Serbian Orthodox general memorial days (feasts, Zadušnice,
 * the Easter pause and Pobusani ponedeljak) on the days `from`…`to`, both inclusive.
 */
export const memorialCalendarQuerySchema = z
  .object({
    from: calendarDate(dateWindows.schedule),
    to: calendarDate(dateWindows.schedule),
  })
  .superRefine(dayRangeWithin(memorialCalendarLimits.maxRangeDays));
export type MemorialCalendarQuery = z.infer<typeof memorialCalendarQuerySchema>;

/** The general memorial days of the range, in date order. */
export const memorialCalendarSchema = z.array(
  z.object({
    /** yyyy-MM-dd, Gregorian. */
    date: z.string(),
    kind: z.enum(memorialCalendarKinds),
  }),
);
export type MemorialCalendar = z.infer<typeof memorialCalendarSchema>;
