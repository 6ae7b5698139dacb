import {
  careOccasionKey,
  careOccasions,
  checkEasterPause,
  dayToIso,
  isAutomaticCarePlan,
  isoToDay,
  personalMemorialDays,
  recentDeathDays,
} from '@memorial-care/contracts/domain';
import type { CareReminderDue, MemorialDayReminder } from '@memorial-care/contracts/events';
import type { ReminderCandidate } from '@memorial-care/projections/care-reminders';

const addDays = (date: string, days: number) => dayToIso(isoToDay(date) + days);

/**
 * The days a reminder sent today covers: from tomorrow to `daysBefore` days ahead. A reminder
 * is due once its occasion is in the window, so a run missed for a day still sends it.
 */
export const reminderWindow = (today: string, daysBefore: number) => ({
  from: addDays(today, 1),
  to: addDays(today, daysBefore),
});

/**
 * The grave's occasions due for a reminder today (booked or already reminded ones included:
 * the caller leaves those out). None when the family turned reminders off, or when the grave
 * is under a scheduled or recurring plan, which books every occasion by itself.
 */
export const occasionsToRemind = (
  candidate: ReminderCandidate,
  today: string,
): CareReminderDue[] => {
  const { graveId, clientId, reminderDaysBefore } = candidate;
  if (reminderDaysBefore <= 0 || isAutomaticCarePlan(candidate)) return [];
  const { from, to } = reminderWindow(today, reminderDaysBefore);
  return careOccasions(candidate, from, to).map((occasion) => ({
    graveId,
    clientId,
    kind: occasion.kind,
    occasionKey: occasion.key,
    date: occasion.date,
    visitDate: occasion.visitDate,
    years: occasion.years,
    label: occasion.label,
    daysBefore: reminderDaysBefore,
  }));
};

/** The memorials the first year after a death holds (the anniversaries follow each year). */
const firstYearKinds = new Set(['ninthDay', 'fortiethDay', 'halfYear', 'firstYear']);

/** A death from today back to `recentDeathDays` days ago. */
export const isRecentDeath = (dateOfDeath: string, today: string) => {
  const daysAgo = isoToDay(today) - isoToDay(dateOfDeath);
  return daysAgo >= 0 && daysAgo <= recentDeathDays;
};

/**
 * After a recent death, the first year's memorials still to come (visited after today, on the
 * proposed day when one falls in the Easter pause), and the keys of those within the family's
 * reminder window (this mail stands in for their reminders). Null when the death is not recent
 * or nothing is left to come.
 */
export const memorialDaysToRemind = (
  dateOfDeath: string,
  today: string,
  daysBefore: number,
): { days: MemorialDayReminder[]; coveredOccasionKeys: string[] } | null => {
  if (!isRecentDeath(dateOfDeath, today)) return null;
  const days = personalMemorialDays(dateOfDeath, dateOfDeath, addDays(dateOfDeath, 366))
    .filter((day) => firstYearKinds.has(day.kind))
    .map((day): MemorialDayReminder => {
      const pause = checkEasterPause(day.date);
      return {
        kind: day.kind,
        occasionKey: careOccasionKey(day.kind, day.date),
        date: day.date,
        visitDate: pause.inEasterPause ? pause.proposedDate : day.date,
        years: day.years,
      };
    })
    .filter((day) => day.visitDate > today);
  if (days.length === 0) return null;
  const { to } = reminderWindow(today, daysBefore);
  const coveredOccasionKeys = days.filter((day) => day.visitDate <= to).map((d) => d.occasionKey);
  return { days, coveredOccasionKeys };
};
