import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { runCarePlans, type CarePlanDeps, type CarePlanRun } from './run-care-plans';

/** The care plans' time-driven work: the requests of the occasions coming up. */
export const carePlansQueueName = 'care-plans';
const carePlansSchedulerId = 'plan-care-occasions';
/**
 * Hourly: an occasion's request is created within the hour its lead time begins, and a run
 * missed while the workers were down is made up by the next one (it books every occasion of the
 * window that has none yet).
 */
export const carePlansEveryMs = 60 * 60 * 1000;

/** What one job reports: the counts of each step (later steps add their own). */
export interface CarePlansJobResult {
  readonly planned: Omit<CarePlanRun, 'position'>;
}

export const createCarePlansWorker = ({
  clock = () => new Date(),
  ...deps
}: Omit<CarePlanDeps, 'logger'> & {
  /** The job's clock (tests move it on). */
  readonly clock?: () => Date;
}): QueueWorkerDefinition<unknown, CarePlansJobResult> => ({
  queueName: carePlansQueueName,
  // One run at a time; a run is idempotent anyway (one request per grave and occasion).
  concurrency: 1,
  process: async (_job, { logger }) => {
    const now = clock();
    const { position: _position, ...planned } = await runCarePlans({ ...deps, logger }, now);
    return { planned };
  },
});

/** Registers the hourly run (every worker upserts the same scheduler; BullMQ keeps one). */
export const scheduleCarePlans = (connection: SchedulerConnection) =>
  upsertJobScheduler(connection, {
    queueName: carePlansQueueName,
    schedulerId: carePlansSchedulerId,
    everyMs: carePlansEveryMs,
  });
