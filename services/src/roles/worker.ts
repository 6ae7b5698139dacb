import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { createRedisClient, waitForRedis } from './redis';

export interface WorkerHost {
  close(): Promise<void>;
}

/**
 * Runs the registered BullMQ workers on one Redis connection. Failed jobs are logged with their
 * attempt count (BullMQ keeps them, visible, after the last retry). `close` lets running jobs
 * finish before it disconnects.
 */
export const startWorkerHost = async ({
  redisUrl,
  logger,
  workers,
  prefix,
}: {
  redisUrl: string;
  logger: Logger;
  /** BullMQ key prefix; the queues' producers must use the same one. */
  prefix?: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  workers: readonly QueueWorkerDefinition<any, any>[];
}): Promise<WorkerHost> => {
  // BullMQ's blocking reads need ioredis to retry forever rather than fail the command.
  const connection = createRedisClient(redisUrl, logger, 'worker', { maxRetriesPerRequest: null });
  if (!(await waitForRedis(connection)))
    logger.warn('Redis is not reachable yet; workers start when it is');
  const running = workers.map((definition) => {
    const log = logger.child({ queue: definition.queueName });
    const worker = new Worker(
      definition.queueName,
      (job) => definition.process(job, { logger: log.child({ jobId: job.id }) }),
      { connection, concurrency: definition.concurrency ?? 1, ...(prefix ? { prefix } : {}) },
    );
    worker.on('failed', (job, error) =>
      log.warn(
        {
          err: error,
          jobId: job?.id,
          attemptsMade: job?.attemptsMade,
          attempts: job?.opts.attempts,
        },
        'Job failed',
      ),
    );
    worker.on('error', (error) => log.error({ err: error }, 'Worker error'));
    return worker;
  });
  if (running.length > 0)
    logger.info({ queues: workers.map((w) => w.queueName) }, 'Queue workers started');
  return {
    async close() {
      await Promise.all(running.map((worker) => worker.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
};
