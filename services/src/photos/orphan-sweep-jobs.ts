import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import {
  sweepOrphanedPhotoFiles,
  type OrphanSweepDeps,
  type OrphanSweepResult,
} from './orphan-sweep';

/** The queue of photo-storage housekeeping: the hourly sweep of files that belong to no photo. */
export const photoStorageQueueName = 'photo-storage';
const sweepSchedulerId = 'sweep-orphaned-photo-files';
export const orphanSweepEveryMs = 60 * 60 * 1000;

/** The worker role's processor: one sweep per job (concurrency 1, so sweeps never overlap). */
export const createOrphanSweepWorker = (
  deps: Omit<OrphanSweepDeps, 'logger'>,
): QueueWorkerDefinition<unknown, OrphanSweepResult> => ({
  queueName: photoStorageQueueName,
  concurrency: 1,
  async process(_job, { logger }) {
    const result = await sweepOrphanedPhotoFiles({ ...deps, logger });
    if (result.outcome === 'skipped')
      logger.warn({ reason: result.reason }, 'Photo storage sweep skipped; the next one retries');
    return result;
  },
});

/**
 * Registers the hourly sweep (idempotent: every worker process upserts the same scheduler, and
 * BullMQ keeps one). Its first run is due at once, then every `everyMs`.
 */
export const scheduleOrphanSweep = ({
  everyMs = orphanSweepEveryMs,
  ...connection
}: SchedulerConnection & { everyMs?: number }) =>
  upsertJobScheduler(connection, {
    queueName: photoStorageQueueName,
    schedulerId: sweepSchedulerId,
    everyMs,
    jobName: 'sweep',
  });
