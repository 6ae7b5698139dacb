import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import {
  careOccasions,
  dayToIso,
  isAutomaticCarePlan,
  isoToDay,
  serviceDay,
  type CareOccasion,
} from '@memorial-care/contracts/domain';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { serviceRequestStreamId, type GraveServiceType } from '@memorial-care/contracts/events';
import { listVisitCandidates } from '@memorial-care/projections/caretakers';
import { listPlannedGraves, type PlannedGrave } from '@memorial-care/projections/graves';
import { findServicePrice } from '@memorial-care/projections/price-list';
import { visitInstantOf } from '../client-orders/visit-day';
import { serviceRequestsDecider } from '../service-requests/service-requests-decider';
import { handleCommand, systemContext, type CommandContext } from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import { DomainRuleError } from '../shared/errors';
import { chooseCaretaker } from './caretaker-choice';
import { plannedRequestDescription } from './occasion-texts';

/** Namespace of the planned requests' ids: one id per grave and occasion, whoever plans it. */
const carePlanRequestNamespace = '3c9e1f7a5b2d4c8e9a6f0b1d2e3c4a5b';

/** The request of a grave's occasion: the same id on every run, so it is created once. */
export const carePlanRequestId = (graveId: string, occasionKey: string) =>
  nameBasedUuid(carePlanRequestNamespace, `${graveId}/${occasionKey}`);

/** What a plan's visit is when the family named no preferred service. */
export const defaultCareServiceType: GraveServiceType = 'grave_cleaning';

export interface CarePlanDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  /** Days ahead of an occasion at which its request is created (CARE_PLAN_LEAD_DAYS). */
  readonly leadDays: number;
}

export interface CarePlanRun {
  /** The run's day in Serbia, and the last visit day it planned for. */
  readonly today: string;
  readonly until: string;
  readonly created: number;
  /** Of those created, the ones no caretaker was free for (left unassigned, flagged). */
  readonly unassigned: number;
  /** Occasions another run (or an earlier one the read model does not show yet) created. */
  readonly alreadyCreated: number;
  readonly failedGraves: number;
  /** The last event the run appended; null when it created nothing. */
  readonly position: Position | null;
}

interface RunBooking {
  readonly requestId: string;
  readonly caretakerId: string;
}

/** The run's memory of whom it gave which day's visits, which the read model may not show yet. */
class RunBookings {
  private readonly byDay = new Map<string, RunBooking[]>();

  on(date: string): readonly RunBooking[] {
    return this.byDay.get(date) ?? [];
  }

  add(date: string, booking: RunBooking) {
    this.byDay.set(date, [...this.on(date), booking]);
  }

  /** The cemetery's caretakers free that day, their loads counting this run's bookings once. */
  async candidates(pool: DatabasePool, cemeteryId: string | null, date: string) {
    if (!cemeteryId) return [];
    const ours = this.on(date);
    const candidates = await listVisitCandidates(pool, {
      cemeteryId,
      date,
      notCounting: ours.map((booking) => booking.requestId),
    });
    return candidates.map((candidate) => ({
      ...candidate,
      visitsThatDay:
        candidate.visitsThatDay +
        ours.filter((booking) => booking.caretakerId === candidate.id).length,
    }));
  }
}

const gravesPerPage = 200;

/**
 * Books one occasion: its request under the id derived from grave and occasion, so that a
 * second, late or concurrent run finds the stream taken (the decider refuses a second
 * RequestService on it) and books nothing. Pending, for the chosen caretaker to accept, as the
 * admin form creates a request that names one; unassigned and flagged when none is free.
 */
const bookOccasion = async (
  deps: CarePlanDeps,
  grave: PlannedGrave,
  occasion: CareOccasion,
  { ctx, bookings, price }: { ctx: CommandContext; bookings: RunBookings; price: string },
) => {
  const requestId = carePlanRequestId(grave.id, occasion.key);
  const scheduledDate = visitInstantOf(occasion.visitDate, ctx.now);
  const candidates = await bookings.candidates(deps.pool, grave.cemeteryId, occasion.visitDate);
  const caretaker = chooseCaretaker(candidates, scheduledDate);
  try {
    const { position } = await handleCommand(
      deps.eventStore,
      serviceRequestStreamId(requestId),
      serviceRequestsDecider,
      {
        type: 'RequestService',
        data: {
          requestId,
          clientId: grave.clientId,
          graveId: grave.id,
          cemeteryId: grave.cemeteryId,
          caretakerId: caretaker?.id ?? null,
          serviceType: grave.preferredServiceType ?? defaultCareServiceType,
          scheduledDate,
          amount: price,
          specialInstructions: grave.serviceNotes,
          description: plannedRequestDescription(occasion, caretaker !== null),
          occasionKey: occasion.key,
        },
      },
      ctx,
    );
    if (caretaker) bookings.add(occasion.visitDate, { requestId, caretakerId: caretaker.id });
    return { outcome: 'created' as const, assigned: caretaker !== null, position };
  } catch (error) {
    if (error instanceof DomainRuleError && error.code === 'SERVICE_REQUEST_ALREADY_EXISTS')
      return { outcome: 'already' as const, assigned: false, position: null };
    throw error;
  }
};

/**
 * One run of the care-plan job: every grave whose plan creates requests by itself (scheduled or
 * recurring care, not paused) gets a request for each of its occasions visited from today to
 * `leadDays` ahead (in Serbia) that it did not skip and that is not booked yet — exactly one per
 * grave and occasion, however often, late or concurrently the job runs.
 */
export const runCarePlans = async (deps: CarePlanDeps, now = new Date()): Promise<CarePlanRun> => {
  const ctx = systemContext(now);
  const today = serviceDay(now).date;
  const until = dayToIso(isoToDay(today) + deps.leadDays);
  const bookings = new RunBookings();
  const prices = new Map<string, string>();
  const priceOf = async (serviceType: string) => {
    const price =
      prices.get(serviceType) ?? (await findServicePrice(deps.pool, serviceType)) ?? '0.00';
    prices.set(serviceType, price);
    return price;
  };
  let created = 0;
  let unassigned = 0;
  let alreadyCreated = 0;
  let failedGraves = 0;
  let last: Position | null = null;
  for (let after: string | null = null; ;) {
    const page = await listPlannedGraves(deps.pool, { after, limit: gravesPerPage });
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    for (const grave of page.filter(isAutomaticCarePlan)) {
      try {
        const due = careOccasions(grave, today, until).filter(
          (occasion) =>
            !grave.skipped.includes(occasion.key) && !grave.booked.includes(occasion.key),
        );
        for (const occasion of due) {
          const price = await priceOf(grave.preferredServiceType ?? defaultCareServiceType);
          const booked = await bookOccasion(deps, grave, occasion, { ctx, bookings, price });
          if (booked.outcome === 'already') alreadyCreated += 1;
          else {
            created += 1;
            if (!booked.assigned) unassigned += 1;
          }
          if (booked.position && (!last || comparePositions(booked.position, last) > 0))
            last = booked.position;
        }
      } catch (error) {
        // One grave's failure does not hold the others up; the next run tries it again.
        failedGraves += 1;
        deps.logger.error({ err: error, graveId: grave.id }, 'Could not plan care for a grave');
      }
    }
  }
  if (created > 0) deps.logger.info({ today, created, unassigned }, 'Care plan requests created');
  return { today, until, created, unassigned, alreadyCreated, failedGraves, position: last };
};
