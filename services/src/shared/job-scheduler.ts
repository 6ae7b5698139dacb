import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Where the worker role keeps its queues: the connection and the key prefix it uses. */
export interface SchedulerConnection {
  readonly connection: Redis;
  readonly prefix?: string | undefined;
  readonly logger: Logger;
}

/**
 * Registers a repeatable job (time-driven work): every worker upserts the same scheduler id and
 * BullMQ keeps one, so starting many workers schedules it once. The last 48 runs stay visible.
 */
export const upsertJobScheduler = async (
  { connection, prefix, logger }: SchedulerConnection,
  job: {
    readonly queueName: string;
    readonly schedulerId: string;
    readonly everyMs: number;
    /** The runs' job name; the scheduler id when not given. */
    readonly jobName?: string;
  },
) => {
  const queue = new Queue(job.queueName, { connection, ...(prefix ? { prefix } : {}) });
  queue.on('error', (error) => logger.debug({ err: error }, `${job.queueName} queue error`));
  try {
    await queue.upsertJobScheduler(
      job.schedulerId,
      { every: job.everyMs },
      { name: job.jobName ?? job.schedulerId, opts: { removeOnComplete: 48, removeOnFail: 48 } },
    );
  } finally {
    await queue.close();
  }
};
