import {
  billingLimits,
  creditorReference,
  formatInvoiceNumber,
  lineAmount,
  sumAmounts,
  vatOf,
  type InvoiceKind,
} from '@memorial-care/contracts/domain';
import type { InvoiceIssued, InvoiceLine } from '@memorial-care/contracts/events';

// Issuing an invoice, as pure functions: its lines and totals from what the admin (or a job)
// asked for, and its number from its place in the year.

export interface InvoiceDraft {
  readonly invoiceId: string;
  readonly clientId: string;
  readonly kind: InvoiceKind;
  readonly lines: readonly {
    readonly description: string;
    readonly quantity: number;
    readonly unitPrice: string;
  }[];
  readonly vatRate: string;
  readonly vatNote: string | null;
  /** The business day of issue (Europe/Belgrade), `yyyy-MM-dd`. */
  readonly issuedOn: string;
  /** Default: `billingLimits.defaultDueDays` after the day of issue. */
  readonly dueDate?: string | undefined;
  /** A plan invoice's month (`yyyy-MM`). */
  readonly period?: string | null;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The invoice as issued with the `sequence`-th number of its year. */
export const invoiceIssuedAt = (draft: InvoiceDraft, sequence: number): InvoiceIssued => {
  const year = Number(draft.issuedOn.slice(0, 4));
  const number = formatInvoiceNumber(year, sequence);
  const lines: InvoiceLine[] = draft.lines.map((line) => ({
    ...line,
    amount: lineAmount(line.unitPrice, line.quantity),
  }));
  const subtotal = sumAmounts(lines.map((line) => line.amount));
  const vatAmount = vatOf(subtotal, draft.vatRate);
  return {
    invoiceId: draft.invoiceId,
    number,
    year,
    sequence,
    clientId: draft.clientId,
    kind: draft.kind,
    lines,
    subtotal,
    vatRate: draft.vatRate,
    vatAmount,
    total: sumAmounts([subtotal, vatAmount]),
    vatNote: draft.vatNote,
    currency: billingLimits.currency,
    issuedOn: draft.issuedOn,
    dueDate: draft.dueDate ?? addDays(draft.issuedOn, billingLimits.defaultDueDays),
    reference: creditorReference(number),
    period: draft.period ?? null,
  };
};
