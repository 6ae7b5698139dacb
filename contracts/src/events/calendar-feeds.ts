import { z } from 'zod';

// A caretaker's or client's iCalendar feed: a secret URL a calendar app subscribes to. One
// stream per user (`calendar-feed-<userId>`); each issue replaces the feed before it. The secret
// is never in the event: the URL's token is the feed id with an HMAC made with a server key, so
// the log (which auditors read, and which is kept forever) reveals no usable URL.

export const calendarFeedStreamId = (userId: string) => `calendar-feed-${userId}`;

/** Whose visits a feed shows: a caretaker's assigned visits, or a client's graves' visits. */
export const calendarFeedRoles = ['caretaker', 'client'] as const;
export const calendarFeedRoleSchema = z.enum(calendarFeedRoles);
export type CalendarFeedRole = z.infer<typeof calendarFeedRoleSchema>;

export const calendarFeedIssuedSchema = z.object({
  /** New with each issue: the URL of an older feed id stops working. */
  feedId: z.guid(),
  userId: z.guid(),
  role: calendarFeedRoleSchema,
  /** The caretaker record of a caretaker's feed; null for a client's. */
  caretakerId: z.guid().nullable(),
  /** The client record of a client's feed; null for a caretaker's. */
  clientId: z.guid().nullable(),
});
export type CalendarFeedIssued = z.infer<typeof calendarFeedIssuedSchema>;

export const calendarFeedEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CalendarFeedIssued'), data: calendarFeedIssuedSchema }),
]);
export type CalendarFeedEvent = z.infer<typeof calendarFeedEventSchema>;
export const calendarFeedEventTypes = ['CalendarFeedIssued'] as const;
