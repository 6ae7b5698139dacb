import type { CareOccasion } from '@memorial-care/contracts/domain';
import { occasionName } from '../shared/occasion-names';

// The planned request's description, in English like the office's other texts: what the
// visit is for, and the flag the office looks for when nobody could be assigned.

/** "40th-day memorial on 2027-04-30, visited on 2027-05-10 after the Easter pause". */
export const occasionText = (occasion: CareOccasion): string => {
  const name = occasionName('English', occasion);
  const moved = occasion.inEasterPause
    ? `, visited on ${occasion.visitDate} after the Easter pause`
    : '';
  return `${name} on ${occasion.date}${moved}`;
};

/** The prefix of every request the care plan creates. */
export const carePlanPrefix = 'Care plan:';

/** Unassigned requests say so first: the office searches and reads for it. */
export const plannedRequestDescription = (occasion: CareOccasion, assigned: boolean): string =>
  assigned
    ? `${carePlanPrefix} ${occasionText(occasion)}`
    : `${carePlanPrefix} no caretaker free on ${occasion.visitDate} — ${occasionText(occasion)}`;
