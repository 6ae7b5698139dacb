import { z } from 'zod';
import { careOccasionKinds } from '../domain/care-occasions';
import { isoDateSchema } from '../domain/constants';
import { personalMemorialKinds } from '../domain/personal-memorial-days';

/**
 * The reminders of one grave's family: `care-reminders-<graveId>`. Each occasion is reminded of
 * once, whoever runs the job and however often, and the memorial days after a death once.
 */
export const careReminderStreamId = (graveId: string) => `care-reminders-${graveId}`;

/** An occasion as the reminders name it (`key` is `<kind>:<date>`, see care-occasions.ts). */
const occasionFields = {
  occasionKey: z.string().max(40),
  /** The day itself, yyyy-MM-dd. */
  date: isoDateSchema,
  /** The day the grave is visited: the date, or the proposed day when it is in the Easter pause. */
  visitDate: isoDateSchema,
  /** Whole years since the death or the birth; null for other occasions. */
  years: z.number().int().nullable(),
};

/**
 * A wished-for occasion of the grave is near and nothing is booked for it: the family is mailed
 * a reminder with a link to the prefilled order.
 */
export const careReminderDueSchema = z.object({
  graveId: z.guid(),
  clientId: z.guid(),
  kind: z.enum(careOccasionKinds),
  ...occasionFields,
  /** The slava's name or the other day's label. */
  label: z.string().nullable(),
  /** The family's setting the reminder was sent under. */
  daysBefore: z.number().int().min(0).max(366),
});
export type CareReminderDue = z.infer<typeof careReminderDueSchema>;

export const memorialDayReminderSchema = z.object({
  kind: z.enum(personalMemorialKinds),
  ...occasionFields,
});
export type MemorialDayReminder = z.infer<typeof memorialDayReminderSchema>;

/**
 * A grave was added with a recent date of death: the family is mailed the memorials still to
 * come. `coveredOccasionKeys` are those due within the family's reminder window now, which this
 * mail reminds of (no separate reminder follows for them).
 */
export const memorialDaysReminderDueSchema = z.object({
  graveId: z.guid(),
  clientId: z.guid(),
  dateOfDeath: isoDateSchema,
  days: z.array(memorialDayReminderSchema).min(1).max(4),
  coveredOccasionKeys: z.array(z.string().max(40)).max(4),
});
export type MemorialDaysReminderDue = z.infer<typeof memorialDaysReminderDueSchema>;

export const careReminderEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CareReminderDue'), data: careReminderDueSchema }),
  z.object({ type: z.literal('MemorialDaysReminderDue'), data: memorialDaysReminderDueSchema }),
]);
export type CareReminderEvent = z.infer<typeof careReminderEventSchema>;
export const careReminderEventTypes = ['CareReminderDue', 'MemorialDaysReminderDue'] as const;
