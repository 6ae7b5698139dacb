import type { DatabasePool } from 'slonik';
import { serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { careReminderStreamId, graveEventSchema } from '@memorial-care/contracts/events';
import { createProjectionWaiter } from '@memorial-care/projections';
import { getClient } from '@memorial-care/projections/clients';
import { getGrave } from '@memorial-care/projections/graves';
import type { Reactor } from '../reactors/reactor';
import { handleCommand } from '../shared/command-handler';
import { careRemindersDecider } from './care-reminders-decider';
import { isRecentDeath, memorialDaysToRemind } from './reminder-occasions';

export interface MemorialDaysReactorDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/** The read models this reaction reads: they must show the grave's event first. */
const readModelsRead = ['graves', 'clients'].map((name) => ({ name, eventTypes: [] }));
const readModelWaitMs = 3000;

/**
 * A grave added (or given its date of death) shortly after the death: the family is reminded
 * once of the first year's memorials still to come (MemorialDaysReminderDue; the mail reactor
 * sends it), when they want reminders. "Recent" is judged today, so a replay of an old event
 * reminds of nothing, and the grave's stream refuses a second reminder.
 */
export const memorialDaysReactor: Reactor<MemorialDaysReactorDeps> = {
  name: 'memorial-days-reminders',
  eventTypes: ['GraveAdded', 'GraveUpdated'],
  async react(event, { pool, eventStore }) {
    const grave = graveEventSchema.parse({ type: event.type, data: event.data });
    const dateOfDeath =
      grave.type === 'GraveAdded'
        ? grave.data.deceasedDateOfDeath
        : grave.type === 'GraveUpdated'
          ? grave.data.changes.deceasedDateOfDeath
          : null;
    const now = new Date();
    const today = serviceDay(now).date;
    if (!dateOfDeath || !isRecentDeath(dateOfDeath, today)) return;

    // The grave and its family as they are now, once the read models have this event.
    const waited = await createProjectionWaiter({
      pool,
      projections: readModelsRead,
      timeoutMs: readModelWaitMs,
      logger: { warn: () => undefined },
    })(event.position);
    if (waited.lagging.length > 0)
      throw new Error(`Read models behind the grave's event: ${waited.lagging.join(', ')}`);
    const current = await getGrave(pool, grave.data.graveId);
    const client = current && (await getClient(pool, current.clientId));
    if (!current?.deceasedDateOfDeath || !client || client.reminderDaysBefore === 0) return;
    const reminder = memorialDaysToRemind(
      current.deceasedDateOfDeath,
      today,
      client.reminderDaysBefore,
    );
    if (!reminder) return;
    await handleCommand(
      eventStore,
      careReminderStreamId(current.id),
      careRemindersDecider,
      {
        type: 'RemindOfMemorialDays',
        data: {
          graveId: current.id,
          clientId: client.id,
          dateOfDeath: current.deceasedDateOfDeath,
          ...reminder,
        },
      },
      {
        userId: null,
        role: 'system',
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        now,
      },
    );
  },
};
