import type { CareOccasion, CareOccasionKind } from '@memorial-care/contracts/domain';

// The planned request's description, in English like the office's other texts: what the
// visit is for, and the flag the office looks for when nobody could be assigned.

const kindNames: Record<CareOccasionKind, string> = {
  ninthDay: '9th-day memorial',
  fortiethDay: '40th-day memorial',
  halfYear: 'half-year memorial',
  firstYear: 'first-year memorial',
  anniversary: 'death anniversary',
  birthday: 'birthday',
  slava: 'slava',
  easter: 'Easter',
  christmas: 'Christmas',
  winterZadusnice: 'Winter Zadušnice',
  pentecostZadusnice: 'Pentecost Zadušnice',
  miholjskeZadusnice: 'Miholjske Zadušnice',
  mitrovskeZadusnice: 'Mitrovske Zadušnice',
  other: 'other day',
  monthlyVisit: 'monthly visit',
};

/** "40th-day memorial on 2027-04-30, visited on 2027-05-10 after the Easter pause". */
export const occasionText = (occasion: CareOccasion): string => {
  const name = occasion.label
    ? `${kindNames[occasion.kind]} (${occasion.label})`
    : kindNames[occasion.kind];
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
