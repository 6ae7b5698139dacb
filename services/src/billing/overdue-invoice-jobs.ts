import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { recordOverdueInvoices } from './overdue-invoices';

/** The ledger's daily look at due dates: invoices still open after theirs become overdue. */
export const invoiceAgingQueueName = 'invoice-aging';
const invoiceAgingSchedulerId = 'record-overdue-invoices';
/**
 * Hourly, though an invoice becomes overdue once a day: the office hears of it within the hour
 * the day turns in Serbia, and a run missed while the workers were down is made up by the next.
 */
export const invoiceAgingEveryMs = 60 * 60 * 1000;

export const createInvoiceAgingWorker = ({
  clock = () => new Date(),
  ...deps
}: {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  /** The job's clock (tests move it on). */
  readonly clock?: () => Date;
}): QueueWorkerDefinition<unknown, { today: string; recorded: number }> => ({
  queueName: invoiceAgingQueueName,
  // One run at a time; a run is idempotent anyway (one record per invoice, on its stream).
  concurrency: 1,
  process: (_job, { logger }) => recordOverdueInvoices({ ...deps, logger }, clock()),
});

/** Registers the hourly run (every worker upserts the same scheduler; BullMQ keeps one). */
export const scheduleInvoiceAging = (connection: SchedulerConnection) =>
  upsertJobScheduler(connection, {
    queueName: invoiceAgingQueueName,
    schedulerId: invoiceAgingSchedulerId,
    everyMs: invoiceAgingEveryMs,
  });
