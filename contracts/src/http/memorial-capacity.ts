import { z } from 'zod';
import { busyMemorialDayKinds } from '../domain/capacity';
import { calendarDate, dateWindows, dayRangeWithin } from '../domain/input-bounds';

export const memorialCapacityLimits = {
  /** As the memorial calendar: three years at most, a few busy days a year. */
  maxRangeDays: 3 * 366,
} as const;

/**
 * GET /api/memorial-capacity: the busy memorial days (the four Zadušnice and Pobusani
 * ponedeljak) from `from` to `to`, both inclusive. Without `from`, from today (Serbian time);
 * without `to`, the twelve months from `from`. `to` alone is refused: its start would be a guess.
 */
export const memorialCapacityQuerySchema = z
  .object({
    from: calendarDate(dateWindows.schedule).optional(),
    to: calendarDate(dateWindows.schedule).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.to === undefined) return;
    if (query.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' });
      return;
    }
    dayRangeWithin(memorialCapacityLimits.maxRangeDays)({ from: query.from, to: query.to }, ctx);
  });
export type MemorialCapacityQuery = z.infer<typeof memorialCapacityQuerySchema>;

/** The range a query asks for: its own days, or the twelve months from `from` (default today). */
export function memorialCapacityRange(
  { from, to }: MemorialCapacityQuery,
  today: string,
): { readonly from: string; readonly to: string } {
  const start = from ?? today;
  if (to !== undefined) return { from: start, to };
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  // The day before the same date a year on: 2026-03-01 → 2027-02-28.
  const end = new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
  return { from: start, to: end };
}

const dayCapacityFields = {
  booked: z.number().int(),
  caretakersAvailable: z.number().int(),
  capacity: z.number().int(),
  /** Visits still free; negative when more are booked than the caretakers can do. */
  gap: z.number().int(),
  overCapacity: z.boolean(),
  caretakersShort: z.number().int(),
};
export const dayCapacitySchema = z.object(dayCapacityFields);

export const cemeteryCapacitySchema = z.object({
  cemeteryId: z.string(),
  name: z.string(),
  ...dayCapacityFields,
});
export type CemeteryCapacity = z.infer<typeof cemeteryCapacitySchema>;

/** A city's figures count each caretaker once, however many of its cemeteries they serve. */
export const cityCapacitySchema = z.object({
  city: z.string(),
  ...dayCapacityFields,
  cemeteries: z.array(cemeteryCapacitySchema),
});
export type CityCapacity = z.infer<typeof cityCapacitySchema>;

export const memorialDayCapacitySchema = z.object({
  /** yyyy-MM-dd, Gregorian. */
  date: z.string(),
  kind: z.enum(busyMemorialDayKinds),
  totals: dayCapacitySchema,
  /** Cities by name; only cemeteries with bookings or caretakers that day. */
  cities: z.array(cityCapacitySchema),
});
export type MemorialDayCapacity = z.infer<typeof memorialDayCapacitySchema>;

export const memorialCapacitySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The visits one caretaker is counted for in a day. */
  visitsPerCaretakerPerDay: z.number().int(),
  days: z.array(memorialDayCapacitySchema),
});
export type MemorialCapacity = z.infer<typeof memorialCapacitySchema>;
