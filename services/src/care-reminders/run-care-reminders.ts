import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import { serviceDay } from '@memorial-care/contracts/domain';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { careReminderStreamId, type CareReminderDue } from '@memorial-care/contracts/events';
import {
  listReminderCandidates,
  settledOccasionId,
  settledOccasions,
} from '@memorial-care/projections/care-reminders';
import { handleCommand, systemContext } from '../shared/command-handler';
import { careRemindersDecider } from './care-reminders-decider';
import { occasionsToRemind } from './reminder-occasions';

export interface CareReminderDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
}

/** Graves read per page of a run (two queries a page, whatever the number of graves). */
const pageSize = 500;

const byGrave = (occasions: readonly CareReminderDue[]) => {
  const groups = new Map<string, CareReminderDue[]>();
  for (const occasion of occasions)
    groups.set(occasion.graveId, [...(groups.get(occasion.graveId) ?? []), occasion]);
  return groups;
};

/**
 * One run of the reminder job: every occasion of a grave whose family wants reminders that is
 * visited within their window (tomorrow to N days ahead, in Serbia), not booked and not yet
 * reminded of, gets its CareReminderDue (the mail reactor sends the mail). The grave's stream
 * refuses an occasion reminded of before, so runs may repeat, overlap or come late.
 */
export const runCareReminders = async (deps: CareReminderDeps, now = new Date()) => {
  const today = serviceDay(now).date;
  const ctx = systemContext(now);
  let reminded = 0;
  let last: Position | null = null;
  let after: string | null = null;
  for (;;) {
    const candidates = await listReminderCandidates(deps.pool, { after, limit: pageSize });
    if (candidates.length === 0) break;
    after = candidates.at(-1)!.graveId;
    const due = candidates.flatMap((candidate) => occasionsToRemind(candidate, today));
    const settled = await settledOccasions(deps.pool, due);
    const open = due.filter((occasion) => !settled.has(settledOccasionId(occasion)));
    for (const [graveId, occasions] of byGrave(open)) {
      try {
        const result = await handleCommand(
          deps.eventStore,
          careReminderStreamId(graveId),
          careRemindersDecider,
          { type: 'RemindOfCareOccasions', data: { occasions } },
          ctx,
        );
        reminded += result.events.length;
        if (result.position && (!last || comparePositions(result.position, last) > 0))
          last = result.position;
      } catch (error) {
        // One grave's failure does not hold the others up; the next run tries it again.
        deps.logger.error({ err: error, graveId }, 'Could not record a care reminder');
      }
    }
    if (candidates.length < pageSize) break;
  }
  if (reminded > 0) deps.logger.info({ today, reminded }, 'Care reminders due');
  /** `position`: the last event the run appended (null when it reminded of nothing). */
  return { today, reminded, position: last };
};
