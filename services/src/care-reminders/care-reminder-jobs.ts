import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { runCareReminders } from './run-care-reminders';

/** The reminders' time-driven work: the families' mails before their graves' occasions. */
export const careRemindersQueueName = 'care-reminders';
const careRemindersSchedulerId = 'remind-of-care-occasions';
/**
 * Hourly: an occasion entering a family's window is reminded of within the hour the day turns
 * (in Serbia), and a run missed while the workers were down is made up by the next one.
 */
export const careRemindersEveryMs = 60 * 60 * 1000;

export const createCareRemindersWorker = ({
  clock = () => new Date(),
  ...deps
}: {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  /** The job's clock (tests move it on). */
  readonly clock?: () => Date;
}): QueueWorkerDefinition<unknown, { today: string; reminded: number }> => ({
  queueName: careRemindersQueueName,
  // One run at a time; a run is idempotent anyway (one reminder per occasion, on its stream).
  concurrency: 1,
  process: async (_job, { logger }) => {
    const { today, reminded } = await runCareReminders({ ...deps, logger }, clock());
    return { today, reminded };
  },
});

/** Registers the hourly run (every worker upserts the same scheduler; BullMQ keeps one). */
export const scheduleCareReminders = (connection: SchedulerConnection) =>
  upsertJobScheduler(connection, {
    queueName: careRemindersQueueName,
    schedulerId: careRemindersSchedulerId,
    everyMs: careRemindersEveryMs,
  });
