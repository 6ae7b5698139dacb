import { limits } from '@memorial-care/contracts/domain';

export interface UpcomingVisitsView<T> {
  shown: T[];
  /** Drives the "...and N more" line; 0 means no line. */
  moreCount: number;
}

/**
 * Up to `max` upcoming visits of a grave, the rest summarised as a count. The server already
 * trims to two and reports the remainder; trimming again keeps the rule true whatever it sends.
 */
export function presentUpcomingVisits<T>(
  visits: readonly T[],
  moreFromServer: number,
  max: number = limits.cemeteryUpcomingVisitsPerGrave,
): UpcomingVisitsView<T> {
  const shown = visits.slice(0, max);
  return { shown, moreCount: visits.length - shown.length + Math.max(0, moreFromServer) };
}
