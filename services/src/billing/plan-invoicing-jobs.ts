import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { numberUnnumberedCreditNotes } from './credit-note-repair';
import { runPlanInvoicing } from './plan-invoicing';

/**
 * The ledger's time-driven work: the monthly plan invoices, and the numbers of credit notes
 * whose command died after the credit (credit-note-repair.ts).
 */
export const billingQueueName = 'billing';
const planInvoicingSchedulerId = 'issue-plan-invoices';
/**
 * Hourly: a month's invoices go out within the hour it begins (in Serbia), and a run missed
 * while the workers were down is made up by the next one.
 */
export const planInvoicingEveryMs = 60 * 60 * 1000;

export const createPlanInvoicingWorker = ({
  clock = () => new Date(),
  ...deps
}: {
  /** The read models' database (the credit-note repair takes its lock there). */
  readonly databaseUrl: string;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  /** The job's clock (tests move it on). */
  readonly clock?: () => Date;
}): QueueWorkerDefinition<
  unknown,
  { period: string; issued: number; creditNotesNumbered: number }
> => ({
  queueName: billingQueueName,
  // One run at a time; a run is idempotent anyway (one invoice per client and month, one number
  // per credit note).
  concurrency: 1,
  process: async (_job, { logger }) => {
    const now = clock();
    const { period, issued } = await runPlanInvoicing({ ...deps, logger }, now);
    const repair = await numberUnnumberedCreditNotes({ ...deps, logger }, now);
    if (repair.outcome === 'skipped')
      logger.warn({ reason: repair.reason }, 'Credit notes without a number left for the next run');
    return {
      period,
      issued,
      creditNotesNumbered: repair.outcome === 'numbered' ? repair.numbered : 0,
    };
  },
});

/** Registers the hourly run (every worker upserts the same scheduler; BullMQ keeps one). */
export const schedulePlanInvoicing = (connection: SchedulerConnection) =>
  upsertJobScheduler(connection, {
    queueName: billingQueueName,
    schedulerId: planInvoicingSchedulerId,
    everyMs: planInvoicingEveryMs,
  });
