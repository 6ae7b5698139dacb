import { z } from 'zod';
import { prioritySchema, requestStatusSchema, weekdaySchema } from '../domain/constants';
import {
  boundedText,
  calendarDate,
  dateWindows,
  dayRangeWithin,
  entityId,
} from '../domain/input-bounds';
import { oneOrMany, serviceRequestFieldLimits } from './service-requests';

/** The Schedule screen's views (spec part 1, §2): weeks start on Monday. */
export const scheduleViews = ['day', 'week', 'month'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export const scheduleLimits = {
  /** A month grid shows six weeks; nothing asks for more at once. */
  maxRangeDays: 42,
  /**
   * Requests answered at most per range; `total` and `days` still count them all. About a week
   * of everyone's visits at 100,000 requests; more would not fit the 50 ms budget (each item
   * costs about 0.05 ms to read, join and send).
   */
  maxItems: 500,
  /** `perDay` at most: a day cell shows a handful, the day view the rest. */
  maxPerDay: 50,
} as const;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * An IANA time zone name (`Europe/Belgrade`), as the browser's Intl reports it; read as its
 * canonical name. Intl also takes aliases that the database reads otherwise (`IST` is India to
 * Intl, Israel to PostgreSQL) or not at all (`SST`); their canonical names mean the same to both.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, 'Unknown time zone')
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'Unknown time zone')
  .refine(isTimeZone, 'Unknown time zone')
  .transform(
    (value) => new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone,
  );

/**
 * GET /api/schedule: the requests scheduled on the days `from`…`to` (both inclusive, calendar
 * days in `timeZone`, the viewer's), filtered like the list. A caretaker always gets only the
 * requests assigned to them (the session decides, `caretakerId` is ignored).
 */
export const scheduleQuerySchema = z
  .object({
    from: calendarDate(dateWindows.schedule),
    to: calendarDate(dateWindows.schedule),
    timeZone: timeZoneSchema.default('Europe/Belgrade'),
    caretakerId: entityId().optional(),
    cemeteryId: entityId().optional(),
    status: oneOrMany(requestStatusSchema),
    search: boundedText(serviceRequestFieldLimits.search).optional(),
    /**
     * At most this many visits per day (soonest first within the day), for the month grid: a
     * busy month then shows every day, not only its first ones. Without it, the soonest
     * `maxItems` of the range.
     */
    perDay: z.coerce.number().int().min(1).max(scheduleLimits.maxPerDay).optional(),
  })
  .superRefine(dayRangeWithin(scheduleLimits.maxRangeDays));
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

/** One visit on the schedule. A caretaker's carry no client (and no money for anyone). */
export const scheduleItemSchema = z.object({
  id: z.string(),
  status: requestStatusSchema,
  priority: prioritySchema,
  serviceType: z.string(),
  /** ISO instant. */
  scheduledDate: z.string(),
  completedDate: z.string().nullable(),
  caretakerId: z.string().nullable(),
  caretakerName: z.string().nullable(),
  /** The client's (or guest's) name; null for a caretaker. */
  clientName: z.string().nullable(),
  grave: z
    .object({ id: z.string(), deceasedName: z.string(), graveNumber: z.string().nullable() })
    .nullable(),
  cemetery: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  /** The request's stream revision: sent back as `If-Match` when the visit is moved. */
  version: z.number().int(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** Whose working days the calendar shades: their preferred weekdays and holidays. */
export const scheduleCaretakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** None means any day. */
  preferredVisitDays: z.array(weekdaySchema),
  /** yyyy-MM-dd, in Serbia. */
  holidayDates: z.array(z.string()),
});
export type ScheduleCaretaker = z.infer<typeof scheduleCaretakerSchema>;

export const scheduleSchema = z.object({
  /** At most scheduleLimits.maxItems, soonest first; with `perDay`, at most that many a day. */
  items: z.array(scheduleItemSchema),
  /** All the requests in the range with these filters. */
  total: z.number().int(),
  /** Requests per day of the range (in the query's time zone); days without any are left out. */
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /**
   * The four cards, with the filters (not the range) applied: today's and this week's visits
   * (Monday to Sunday, in the query's time zone), and pending and completed in the range.
   */
  summary: z.object({
    today: z.number().int(),
    thisWeek: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
  }),
  /**
   * The caretaker whose schedule this is: a caretaker's own record, the filtered caretaker
   * (`caretakerId`) for an admin; null otherwise (or when there is no such caretaker).
   */
  caretaker: scheduleCaretakerSchema.nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
