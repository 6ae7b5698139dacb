import { z } from 'zod';
import { ledgerAmount } from '../domain/money';

/** An invoice's passage past its due date: `invoice-overdue-<invoiceId>`, at most one event. */
export const invoiceOverdueStreamId = (invoiceId: string) => `invoice-overdue-${invoiceId}`;

/**
 * The invoice was still open the day after its due date (in Serbia). Recorded by the daily
 * invoice-aging job, once per invoice, so the office hears of it (a notification) without anyone
 * re-reading the aging list.
 */
export const invoiceBecameOverdueSchema = z.object({
  invoiceId: z.guid(),
  clientId: z.guid(),
  number: z.string().min(1).max(50),
  dueDate: z.iso.date(),
  /** The business day the job found it overdue (the first day after the due date, or later). */
  overdueOn: z.iso.date(),
  /** What was still unpaid then. */
  amountDue: ledgerAmount,
});
export type InvoiceBecameOverdue = z.infer<typeof invoiceBecameOverdueSchema>;

export const invoiceOverdueEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('InvoiceBecameOverdue'), data: invoiceBecameOverdueSchema }),
]);
export type InvoiceOverdueEvent = z.infer<typeof invoiceOverdueEventSchema>;
export const invoiceOverdueEventTypes = ['InvoiceBecameOverdue'] as const;
