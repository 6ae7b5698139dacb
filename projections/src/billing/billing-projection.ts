import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  invoiceBecameOverdueSchema,
  invoiceEventSchema,
  invoiceEventTypes,
  invoiceOverdueEventTypes,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

const occurredAt = (recorded: RecordedEvent) =>
  recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();

interface IssuedRow {
  readonly id: string;
  readonly number: string;
  readonly year: number;
  readonly sequence: number;
  readonly clientId: string;
  readonly kind: string;
  readonly lines: readonly object[];
  readonly subtotal: string;
  readonly vatRate: string;
  readonly vatAmount: string;
  readonly total: string;
  readonly vatNote: string | null;
  readonly currency: string;
  readonly issuedOn: string;
  readonly dueDate: string;
  readonly reference: string;
  readonly period: string | null;
  readonly at: string;
}

interface PaymentRow {
  readonly id: string;
  readonly invoiceId: string;
  readonly clientId: string;
  readonly amount: string;
  readonly method: string;
  readonly paidOn: string;
  readonly bankReference: string | null;
  readonly recordedAt: string;
}

interface CreditRow {
  readonly id: string;
  readonly invoiceId: string;
  readonly clientId: string;
  readonly amount: string;
  readonly reason: string;
  readonly creditedAt: string;
}

interface CreditNoteNumberRow {
  readonly id: string;
  readonly number: string;
  readonly year: number;
  readonly sequence: number;
  readonly vatRate: string;
  readonly issuedOn: string;
}

interface RefundRow {
  readonly id: string;
  readonly paymentId: string;
  readonly invoiceId: string;
  readonly clientId: string;
  readonly amount: string;
  readonly method: string;
  readonly refundedOn: string;
  readonly bankReference: string | null;
  readonly reason: string | null;
  readonly recordedAt: string;
}

/** What the batch's events on one invoice's own stream do to its row, folded in log order. */
interface InvoiceChange {
  readonly id: string;
  /** The last revision of `invoice-<id>` in the batch: the row's new version. */
  version: string;
  at: string;
  /** The batch's (last) void, with the revision it happened at. */
  voidRevision: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

interface BillingBatch {
  readonly issued: IssuedRow[];
  readonly payments: PaymentRow[];
  readonly credits: CreditRow[];
  readonly creditNotes: CreditNoteNumberRow[];
  readonly refunds: RefundRow[];
  readonly changes: InvoiceChange[];
}

/**
 * Reads the batch (a payload that does not parse throws: the runner pauses on it) into the
 * invoices it issues, the payments it records and one change per invoice it voids or pays.
 */
export const foldBillingBatch = (events: readonly RecordedEvent[]): BillingBatch => {
  const issued: IssuedRow[] = [];
  const payments: PaymentRow[] = [];
  const credits: CreditRow[] = [];
  const creditNotes: CreditNoteNumberRow[] = [];
  const refunds: RefundRow[] = [];
  const changes = new Map<string, InvoiceChange>();
  const changeOf = (id: string, recorded: RecordedEvent) => {
    const version = recorded.revision.toString();
    const at = occurredAt(recorded);
    const change = changes.get(id) ?? {
      id,
      version,
      at,
      voidRevision: null,
      voidedAt: null,
      voidReason: null,
    };
    change.version = version;
    change.at = at;
    changes.set(id, change);
    return change;
  };
  for (const recorded of events) {
    const event = invoiceEventSchema.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'InvoiceIssued': {
        const { invoiceId, ...invoice } = event.data;
        issued.push({ id: invoiceId, ...invoice, at: occurredAt(recorded) });
        break;
      }
      case 'InvoiceVoided': {
        const change = changeOf(event.data.invoiceId, recorded);
        change.voidRevision = change.version;
        change.voidedAt = event.data.voidedAt;
        change.voidReason = event.data.reason;
        break;
      }
      case 'PaymentRecorded': {
        const { paymentId, ...payment } = event.data;
        payments.push({ id: paymentId, ...payment, recordedAt: occurredAt(recorded) });
        changeOf(payment.invoiceId, recorded);
        break;
      }
      case 'InvoiceCredited': {
        const { creditNoteId, ...credit } = event.data;
        credits.push({ id: creditNoteId, ...credit });
        changeOf(credit.invoiceId, recorded);
        break;
      }
      case 'CreditNoteIssued': {
        const { creditNoteId, number, year, sequence, vatRate, issuedOn } = event.data;
        creditNotes.push({ id: creditNoteId, number, year, sequence, vatRate, issuedOn });
        break;
      }
      case 'PaymentRefunded': {
        const { refundId, ...refund } = event.data;
        refunds.push({ id: refundId, ...refund, recordedAt: occurredAt(recorded) });
        changeOf(refund.invoiceId, recorded);
        break;
      }
    }
  }
  return { issued, payments, credits, creditNotes, refunds, changes: [...changes.values()] };
};

/**
 * Set-based and idempotent, a few statements per batch. Invoices first (a replayed one is
 * skipped by its id; an invoice's later events always follow its issue in the log), then
 * payments (skipped by their paymentId), credits and refunds, then each changed invoice once:
 * its void, and its `paid`, `refunded` and `credited` (recomputed from those tables) apply only
 * when the batch reaches past the row's version, the last revision of `invoice-<id>` applied, so
 * a replay changes nothing.
 */
/** The aging job's marks: set once (a replay finds the day already set). */
const applyOverdueMarks = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const marks = events.map((e) => invoiceBecameOverdueSchema.parse(e.data));
  if (marks.length === 0) return;
  await tx.query(sql.unsafe`
    UPDATE invoices i SET overdue_recorded_on = r."overdueOn"
    FROM jsonb_to_recordset(${rowsAsJsonb(marks)}) AS r("invoiceId" uuid, "overdueOn" date)
    WHERE i.id = r."invoiceId" AND i.overdue_recorded_on IS NULL`);
};

const applyBatch = async (
  tx: DatabaseTransactionConnection,
  allEvents: readonly RecordedEvent[],
) => {
  const overdue = allEvents.filter((e) => e.type === 'InvoiceBecameOverdue');
  const events = allEvents.filter((e) => e.type !== 'InvoiceBecameOverdue');
  const { issued, payments, credits, creditNotes, refunds, changes } = foldBillingBatch(events);
  if (issued.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO invoices (id, number, year, sequence, client_id, kind, lines, subtotal, vat_rate,
                            vat_amount, total, vat_note, currency, issued_on, due_date, reference,
                            period, version, created_at, updated_at)
      SELECT r.id, r.number, r.year, r.sequence, r."clientId", r.kind, r.lines, r.subtotal,
             r."vatRate", r."vatAmount", r.total, r."vatNote", r.currency, r."issuedOn",
             r."dueDate", r.reference, r.period, -1, r.at, r.at
      FROM jsonb_to_recordset(${rowsAsJsonb(issued)}) AS r(
        id uuid, number text, year integer, sequence integer, "clientId" uuid, kind text,
        lines jsonb, subtotal numeric, "vatRate" text, "vatAmount" numeric, total numeric,
        "vatNote" text, currency text, "issuedOn" date, "dueDate" date, reference text,
        period text, at timestamptz)
      ON CONFLICT (id) DO NOTHING`);
  if (payments.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO payments (id, invoice_id, client_id, amount, method, paid_on, bank_reference,
                            recorded_at)
      SELECT r.id, r."invoiceId", r."clientId", r.amount, r.method, r."paidOn",
             r."bankReference", r."recordedAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(payments)}) AS r(
        id uuid, "invoiceId" uuid, "clientId" uuid, amount numeric, method text, "paidOn" date,
        "bankReference" text, "recordedAt" timestamptz)
      ON CONFLICT (id) DO NOTHING`);
  await applyCreditsAndRefunds(tx, { credits, creditNotes, refunds });
  if (changes.length > 0)
    await tx.query(sql.unsafe`
      UPDATE invoices AS i
      SET voided_at = CASE WHEN r."voidRevision" > i.version THEN r."voidedAt" ELSE i.voided_at END,
          void_reason = CASE WHEN r."voidRevision" > i.version THEN r."voidReason"
                             ELSE i.void_reason END,
          paid = sums.paid - back.refunded,
          refunded = back.refunded,
          credited = notes.credited,
          last_payment_on = sums.last_payment_on,
          version = r.version,
          updated_at = r.at
      FROM jsonb_to_recordset(${rowsAsJsonb(changes)}) AS r(
        id uuid, version bigint, at timestamptz, "voidRevision" bigint, "voidedAt" timestamptz,
        "voidReason" text)
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(p.amount), 0) AS paid, max(p.paid_on) AS last_payment_on
        FROM payments p WHERE p.invoice_id = r.id
      ) AS sums
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(f.amount), 0) AS refunded FROM refunds f WHERE f.invoice_id = r.id
      ) AS back
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(n.amount), 0) AS credited FROM credit_notes n WHERE n.invoice_id = r.id
      ) AS notes
      WHERE i.id = r.id AND i.version < r.version`);
  await refreshLedgerTotals(tx, [
    ...issued.map((row) => row.id),
    ...payments.map((row) => row.invoiceId),
    ...changes.map((change) => change.id),
  ]);
  await applyOverdueMarks(tx, overdue);
};

/**
 * Recomputes the overview's totals (migration 004) for the clients and due dates of the
 * invoices the batch touched, from the invoices and payments as they now are.
 */
const refreshLedgerTotals = async (
  tx: DatabaseTransactionConnection,
  invoiceIds: readonly string[],
) => {
  if (invoiceIds.length === 0) return;
  const touched = sql.array([...new Set(invoiceIds)], 'uuid');
  await tx.query(sql.unsafe`
    INSERT INTO client_ledgers (client_id, total_paid, credit)
    SELECT c.client_id,
      (SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE p.client_id = c.client_id)
        - (SELECT coalesce(sum(f.amount), 0) FROM refunds f WHERE f.client_id = c.client_id),
      (SELECT coalesce(sum(i.paid + i.credited - i.total), 0) FROM invoices i
       WHERE i.client_id = c.client_id AND i.voided_at IS NULL
         AND i.paid + i.credited > i.total)
    FROM (SELECT DISTINCT client_id FROM invoices WHERE id = ANY(${touched})) AS c
    ON CONFLICT (client_id) DO UPDATE
      SET total_paid = EXCLUDED.total_paid, credit = EXCLUDED.credit`);
  await tx.query(sql.unsafe`
    INSERT INTO open_balances (due_date, owed, invoices)
    SELECT d.due_date,
      coalesce(sum(i.total - i.credited - i.paid), 0), count(i.id)::int
    FROM (SELECT DISTINCT due_date FROM invoices WHERE id = ANY(${touched})) AS d
    LEFT JOIN invoices i
      ON i.due_date = d.due_date AND i.voided_at IS NULL AND i.paid + i.credited < i.total
    GROUP BY d.due_date
    ON CONFLICT (due_date) DO UPDATE
      SET owed = EXCLUDED.owed, invoices = EXCLUDED.invoices`);
};

/**
 * Credits (skipped by their credit note's id when replayed), the numbers their credit notes
 * were issued with (the same values again on a replay), and refunds (skipped by their id). A
 * credit note's number follows its credit in the log, in this batch or a later one.
 */
const applyCreditsAndRefunds = async (
  tx: DatabaseTransactionConnection,
  batch: Pick<BillingBatch, 'credits' | 'creditNotes' | 'refunds'>,
) => {
  if (batch.credits.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO credit_notes (id, invoice_id, client_id, amount, reason, credited_at)
      SELECT r.id, r."invoiceId", r."clientId", r.amount, r.reason, r."creditedAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(batch.credits)}) AS r(
        id uuid, "invoiceId" uuid, "clientId" uuid, amount numeric, reason text,
        "creditedAt" timestamptz)
      ON CONFLICT (id) DO NOTHING`);
  if (batch.creditNotes.length > 0)
    await tx.query(sql.unsafe`
      UPDATE credit_notes AS n
      SET number = r.number, year = r.year, sequence = r.sequence, vat_rate = r."vatRate",
          issued_on = r."issuedOn"
      FROM jsonb_to_recordset(${rowsAsJsonb(batch.creditNotes)}) AS r(
        id uuid, number text, year integer, sequence integer, "vatRate" text, "issuedOn" date)
      WHERE n.id = r.id`);
  if (batch.refunds.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO refunds (id, payment_id, invoice_id, client_id, amount, method, refunded_on,
                           bank_reference, reason, recorded_at)
      SELECT r.id, r."paymentId", r."invoiceId", r."clientId", r.amount, r.method,
             r."refundedOn", r."bankReference", r.reason, r."recordedAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(batch.refunds)}) AS r(
        id uuid, "paymentId" uuid, "invoiceId" uuid, "clientId" uuid, amount numeric,
        method text, "refundedOn" date, "bankReference" text, reason text,
        "recordedAt" timestamptz)
      ON CONFLICT (id) DO NOTHING`);
};

export const billingProjection: Projection = {
  name: 'billing',
  eventTypes: [...invoiceEventTypes, ...invoiceOverdueEventTypes],
  tables: ['open_balances', 'client_ledgers', 'refunds', 'credit_notes', 'payments', 'invoices'],
  // Not payments_invoice, payments_client_paid, invoices_open_due, invoices_overpaid,
  // invoices_client_issued: applyBatch recomputes the totals through them.
  queryIndexes: [
    'invoices_issued',
    'invoices_due',
    'invoices_total',
    'invoices_open_issued',
    'invoices_paid_issued',
    'invoices_void',
    'invoices_number_prefix',
    'invoices_reference',
    'invoices_plan_period',
    'payments_paid',
    'payments_received_on',
  ],
  migrations: {
    group: 'projection-billing',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
