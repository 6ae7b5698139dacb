import { serviceDay } from '@memorial-care/contracts/domain';

/**
 * Whether completing a visit now comes before the day it is scheduled for (in Serbia, where the
 * graves are): then the user is asked first, since a visit marked done early is likely a slip.
 */
export function completesBeforeSchedule(scheduledDate: string | null, now: Date): boolean {
  if (!scheduledDate || Number.isNaN(Date.parse(scheduledDate))) return false;
  return serviceDay(scheduledDate).date > serviceDay(now).date;
}
