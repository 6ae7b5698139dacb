import { z } from 'zod';

/**
 * A family's reminders: a mail this many days before each occasion they want their grave
 * tended on (0 turns them off). Clients who never chose have the default.
 */
export const reminderDaysBeforeLimits = { min: 0, max: 60, default: 14 } as const;

export const reminderDaysBeforeMessage = `Choose a whole number of days from ${reminderDaysBeforeLimits.min} to ${reminderDaysBeforeLimits.max}`;

export const reminderDaysBeforeSchema = z
  .number(reminderDaysBeforeMessage)
  .int(reminderDaysBeforeMessage)
  .min(reminderDaysBeforeLimits.min, reminderDaysBeforeMessage)
  .max(reminderDaysBeforeLimits.max, reminderDaysBeforeMessage);

/**
 * A death at most this many days ago is recent: the family of a grave added then is sent the
 * memorials still to come (the 9th and 40th day, half a year, the first year).
 */
export const recentDeathDays = 40;
