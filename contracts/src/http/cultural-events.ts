import { z } from 'zod';
import { culturalEventKinds } from '../domain/orthodox-calendar';

/** The days before a memorial day, the day included, whose visits count as booked for it. */
export const culturalEventWindowDays = 7;

/** How many of the next memorial days GET /api/cultural-events/upcoming lists. */
export const upcomingCulturalEventsCount = 4;

/**
 * One coming Orthodox day families mark at a grave: the visits booked (not cancelled) in its
 * window, `culturalEventWindowDays` days up to and including it in Serbian time, and whether
 * families can still book ahead of it (the day is after today in Serbia).
 */
export const upcomingCulturalEventSchema = z.object({
  kind: z.enum(culturalEventKinds),
  date: z.string(),
  windowFrom: z.string(),
  requestsScheduled: z.number().int().nonnegative(),
  bookingsOpen: z.boolean(),
});
export type UpcomingCulturalEvent = z.infer<typeof upcomingCulturalEventSchema>;

export const upcomingCulturalEventsSchema = z.object({
  items: z.array(upcomingCulturalEventSchema),
});
export type UpcomingCulturalEvents = z.infer<typeof upcomingCulturalEventsSchema>;
