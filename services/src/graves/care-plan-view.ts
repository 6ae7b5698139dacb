import {
  careOccasions,
  checkEasterPause,
  dayToIso,
  isAutomaticCarePlan,
  isoToDay,
  personalMemorialDays,
  type CareWishes,
} from '@memorial-care/contracts/domain';
import { carePlanLimits, type CarePlan } from '@memorial-care/contracts/http';
import type { CarePlanFacts } from '@memorial-care/projections/graves';

/** The last day the grave's care plan lists, from `today` (yyyy-MM-dd). */
export const carePlanHorizon = (today: string) =>
  dayToIso(isoToDay(today) + carePlanLimits.horizonDays);

/**
 * The grave's care plan as its dialog shows it: its own memorial days and the occasions of the
 * coming year, each with its skip and the request booked for it.
 */
export const carePlanView = ({
  graveId,
  wishes,
  facts,
  today,
  leadDays,
}: {
  readonly graveId: string;
  readonly wishes: CareWishes;
  readonly facts: CarePlanFacts;
  readonly today: string;
  readonly leadDays: number;
}): CarePlan => {
  const until = carePlanHorizon(today);
  const died = wishes.deceasedDateOfDeath;
  const booked = new Map(facts.bookings.map((booking) => [booking.occasionKey, booking]));
  return {
    graveId,
    visitFrequency: wishes.visitFrequency,
    automatic: isAutomaticCarePlan(wishes),
    paused: facts.paused,
    leadDays,
    memorialDays: (died ? personalMemorialDays(died, today, until) : []).map((day) => {
      const pause = checkEasterPause(day.date);
      return {
        ...day,
        inEasterPause: pause.inEasterPause,
        proposedDate: pause.inEasterPause ? pause.proposedDate : null,
      };
    }),
    occasions: careOccasions(wishes, today, until).map((occasion) => {
      const request = booked.get(occasion.key);
      return {
        ...occasion,
        skipped: facts.skipped.includes(occasion.key),
        request: request ? { id: request.requestId, status: request.status } : null,
      };
    }),
  };
};
