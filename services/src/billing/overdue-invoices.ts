import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import { serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { invoiceOverdueStreamId } from '@memorial-care/contracts/events';
import { listNewlyOverdueInvoices, type OverdueCursor } from '@memorial-care/projections/billing';
import { handleCommand, systemContext } from '../shared/command-handler';
import { invoiceOverdueDecider } from './overdue-invoice-decider';

export interface OverdueInvoiceDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
}

/** Invoices read per page of a run (one query a page). */
const pageSize = 500;

/**
 * One run of the invoice-aging job: every open invoice due before today (in Serbia) that is not
 * recorded as overdue yet gets its InvoiceBecameOverdue (the office's notification follows from
 * it). Its own stream records it once, so runs may repeat, overlap or come late.
 */
export const recordOverdueInvoices = async (deps: OverdueInvoiceDeps, now = new Date()) => {
  const today = serviceDay(now).date;
  const ctx = systemContext(now);
  let recorded = 0;
  let after: OverdueCursor | null = null;
  for (;;) {
    const invoices = await listNewlyOverdueInvoices(deps.pool, { today, after, limit: pageSize });
    for (const invoice of invoices) {
      try {
        const result = await handleCommand(
          deps.eventStore,
          invoiceOverdueStreamId(invoice.invoiceId),
          invoiceOverdueDecider,
          { type: 'RecordInvoiceOverdue', data: { ...invoice, overdueOn: today } },
          ctx,
        );
        recorded += result.events.length;
      } catch (error) {
        // One invoice's failure does not hold the others up; the next run tries it again.
        deps.logger.error(
          { err: error, invoiceId: invoice.invoiceId },
          'Could not record an overdue invoice',
        );
      }
    }
    const last = invoices.at(-1);
    if (!last || invoices.length < pageSize) break;
    after = { dueDate: last.dueDate, invoiceId: last.invoiceId };
  }
  if (recorded > 0) deps.logger.info({ today, recorded }, 'Invoices became overdue');
  return { today, recorded };
};
