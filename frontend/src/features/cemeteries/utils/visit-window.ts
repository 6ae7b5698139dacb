import { visitWindowHours, type VisitWindow } from '@memorial-care/contracts/domain';

/** "8:00-12:00" for the timed windows, null for "anytime" and "by appointment". */
export function visitWindowHoursText(window: VisitWindow): string | null {
  const hours = visitWindowHours[window];
  return hours ? `${hours.from}:00-${hours.to}:00` : null;
}
