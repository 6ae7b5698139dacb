import { caretakerUnavailability } from '@memorial-care/contracts/domain';
import type { VisitCandidate } from '@memorial-care/projections/caretakers';

/**
 * Whom a planned visit goes to: of the cemetery's active caretakers, those who work that day
 * (their weekdays, not on holiday), the least loaded that day first, the cemetery's order
 * breaking ties; null when none is free.
 */
export const chooseCaretaker = (
  candidates: readonly VisitCandidate[],
  scheduledDate: string,
): VisitCandidate | null => {
  let chosen: VisitCandidate | null = null;
  for (const candidate of candidates) {
    if (caretakerUnavailability(candidate, scheduledDate)) continue;
    if (!chosen || candidate.visitsThatDay < chosen.visitsThatDay) chosen = candidate;
  }
  return chosen;
};
