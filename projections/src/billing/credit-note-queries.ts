import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  creditNoteSchema,
  type CreditNote,
  type CreditNotePage,
  type creditNoteListQuerySchema,
} from '@memorial-care/contracts/http';

// Credit notes (billing migration 005) and the payment a refund is about.

const isUuid = (value: string) => z.guid().safeParse(value).success;

const creditNoteOrder = sql.fragment`ORDER BY n.credited_at DESC, n.id DESC`;

const creditNoteColumns = sql.fragment`
  n.id::text AS "id",
  n.number AS "number",
  n.invoice_id::text AS "invoiceId",
  i.number AS "invoiceNumber",
  n.client_id::text AS "clientId",
  cl.name AS "clientName",
  n.amount::text AS "amount",
  coalesce(n.vat_rate, i.vat_rate) AS "vatRate",
  n.reason AS "reason",
  i.currency AS "currency",
  to_char(n.issued_on, 'YYYY-MM-DD') AS "issuedOn",
  to_char(n.credited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "creditedAt"`;

type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;

/** One page of credit notes, newest first; a client's list passes their clientId. */
export const listCreditNotes = async (
  db: CommonQueryMethods,
  query: CreditNoteListQuery,
): Promise<CreditNotePage> => {
  const conditions: FragmentSqlToken[] = [];
  if (query.clientId) conditions.push(sql.fragment`n.client_id = ${query.clientId}::uuid`);
  if (query.invoiceId) conditions.push(sql.fragment`n.invoice_id = ${query.invoiceId}::uuid`);
  const where =
    conditions.length > 0
      ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
      : sql.fragment``;
  const [items, total] = await Promise.all([
    db.any(sql.type(creditNoteSchema)`
      SELECT ${creditNoteColumns}
      FROM (
        SELECT * FROM credit_notes n ${where} ${creditNoteOrder}
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
      ) AS n
      JOIN invoices i ON i.id = n.invoice_id
      LEFT JOIN clients cl ON cl.id = n.client_id
      ${creditNoteOrder}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      SELECT count(*)::int AS "total" FROM credit_notes n ${where}`),
  ]);
  return { items: [...items], total };
};

/** One credit note, or null (also for an id that is not a UUID). */
export const getCreditNote = async (
  db: CommonQueryMethods,
  id: string,
): Promise<CreditNote | null> =>
  isUuid(id)
    ? db.maybeOne(sql.type(creditNoteSchema)`
        SELECT ${creditNoteColumns}
        FROM credit_notes n
        JOIN invoices i ON i.id = n.invoice_id
        LEFT JOIN clients cl ON cl.id = n.client_id
        WHERE n.id = ${id}::uuid`)
    : null;

const paymentFactsRow = z.object({
  paymentId: z.string(),
  invoiceId: z.string(),
  clientId: z.string(),
});
export type PaymentFacts = z.infer<typeof paymentFactsRow>;

/** The invoice and client of a payment (what a refund is recorded against); null when none. */
export const getPaymentFacts = async (
  db: CommonQueryMethods,
  id: string,
): Promise<PaymentFacts | null> =>
  isUuid(id)
    ? db.maybeOne(sql.type(paymentFactsRow)`
        SELECT p.id::text AS "paymentId", p.invoice_id::text AS "invoiceId",
               p.client_id::text AS "clientId"
        FROM payments p WHERE p.id = ${id}::uuid`)
    : null;

const creditAwaitingNumberRow = z.object({
  creditNoteId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  vatRate: z.string(),
  creditedAt: z.string(),
});
export type CreditAwaitingNumber = z.infer<typeof creditAwaitingNumberRow>;

/**
 * Credits credited before `creditedBefore` whose credit note has no number (CreditNoteIssued not
 * seen), oldest first, with what their credit note prints of the invoice.
 */
export const creditsAwaitingNumber = async (
  db: CommonQueryMethods,
  { creditedBefore, limit }: { readonly creditedBefore: Date; readonly limit: number },
): Promise<readonly CreditAwaitingNumber[]> =>
  db.any(sql.type(creditAwaitingNumberRow)`
    SELECT n.id::text AS "creditNoteId", n.invoice_id::text AS "invoiceId",
           i.number AS "invoiceNumber", n.client_id::text AS "clientId",
           i.vat_rate AS "vatRate",
           to_char(n.credited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "creditedAt"
    FROM credit_notes n
    JOIN invoices i ON i.id = n.invoice_id
    WHERE n.number IS NULL AND n.credited_at < ${creditedBefore.toISOString()}::timestamptz
    ORDER BY n.credited_at, n.id
    LIMIT ${limit}`);
