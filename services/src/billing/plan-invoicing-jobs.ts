import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { runPlanInvoicing } from './plan-invoicing';

/** The ledger's time-driven work: the monthly plan invoices. */
export const billingQueueName = 'billing';
const planInvoicingSchedulerId = 'issue-plan-invoices';
/**
 * Hourly: a month's invoices go out within the hour it begins (in Serbia), and a run missed
 * while the workers were down is made up by the next one.
 */
export const planInvoicingEveryMs = 60 * 60 * 1000;

export const createPlanInvoicingWorker = (deps: {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}): QueueWorkerDefinition<unknown, { period: string; issued: number }> => ({
  queueName: billingQueueName,
  // One run at a time; a run is idempotent anyway (one invoice per client and month).
  concurrency: 1,
  process: async (_job, { logger }) => {
    const { period, issued } = await runPlanInvoicing({ ...deps, logger });
    return { period, issued };
  },
});

/** Registers the hourly run (every worker upserts the same scheduler; BullMQ keeps one). */
export const schedulePlanInvoicing = async ({
  connection,
  prefix,
  logger,
}: {
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}) => {
  const queue = new Queue(billingQueueName, { connection, ...(prefix ? { prefix } : {}) });
  queue.on('error', (error) => logger.debug({ err: error }, 'billing queue error'));
  try {
    await queue.upsertJobScheduler(
      planInvoicingSchedulerId,
      { every: planInvoicingEveryMs },
      { name: 'issue-plan-invoices', opts: { removeOnComplete: 48, removeOnFail: 48 } },
    );
  } finally {
    await queue.close();
  }
};
