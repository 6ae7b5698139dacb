import { z } from 'zod';
import { textLimits } from '../domain/input-bounds';

/**
 * The signed-in caretaker's or client's iCalendar feed (RFC 5545): a secret URL a calendar app
 * subscribes to. POST /api/calendar-feed issues a new one (the old URL stops working at once);
 * GET /api/calendar-feed answers the current one (url null before the first).
 */
export const calendarFeedSchema = z.object({
  /** Absolute https/http URL of GET /api/calendar-feed/:token; null until one is issued. */
  url: z.string().nullable(),
  /** The same as webcal:// (Apple Calendar and Outlook open it directly). */
  webcalUrl: z.string().nullable(),
  /** When the current URL was issued (ISO instant). */
  issuedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * The token in the feed URL (`<feedId>.<mac>.ics`): any text up to the bound, checked by the
 * route. A malformed, forged or revoked one is the same 404 (no hint which).
 */
export const calendarFeedTokenParamsSchema = z.object({
  token: z.string().max(textLimits.token),
});

/** What one feed holds, and how often calendar apps are asked to fetch it again. */
export const calendarFeedLimits = {
  /** Visits scheduled from this many days ago… */
  daysBack: 90,
  /** …to this many days ahead. */
  daysAhead: 400,
  /** At most this many visits, soonest first. */
  maxVisits: 1_000,
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL (apps may fetch less often: Google about daily). */
  refreshMinutes: 60,
} as const;
