import { z } from 'zod';
import { incomingPaymentMethodSchema, invoiceKindSchema } from '../domain/billing';
import { servicePlanSchema } from '../domain/constants';
import { ledgerAmount } from '../domain/money';

// The ledger. An invoice is issued into its year's stream, `invoices-<year>`: the stream's
// revision is the invoice's place in the year, and the append's compare-and-set on it is what
// makes numbers gapless and unique under concurrency (only InvoiceIssued and CreditNoteIssued go
// there: a credit note takes the year's next number too). What happens to the invoice afterwards
// (payments, refunds, credits, a void) is on its own stream, `invoice-<uuid>`.
// A bank reference is claimed on `payment-reference-<reference>`, so that one transfer is never
// recorded twice, even by two admins (or two imports of one statement) at the same moment.

export const invoicesOfYearStreamId = (year: number) => `invoices-${year}`;
export const invoiceStreamId = (invoiceId: string) => `invoice-${invoiceId}`;
export const bankStatementStreamId = (statementId: string) => `bank-statement-${statementId}`;
export const subscriptionStreamId = (clientId: string) => `subscription-${clientId}`;
/** One plan invoice per client and period: its claim stream makes a second run issue nothing. */
export const planInvoiceStreamId = (clientId: string, period: string) =>
  `plan-invoice-${clientId}-${period}`;
export const paymentReferenceStreamId = (normalizedReference: string) =>
  `payment-reference-${normalizedReference}`;
/** A refund's bank reference, claimed like a payment's: one outgoing transfer is refunded once. */
export const refundReferenceStreamId = (normalizedReference: string) =>
  `refund-reference-${normalizedReference}`;

const calendarDay = z.iso.date();

export const invoiceLineSchema = z.object({
  description: z.string().min(1),
  quantity: z.number().int().positive(),
  unitPrice: ledgerAmount,
  /** unitPrice × quantity. */
  amount: ledgerAmount,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceIssuedSchema = z.object({
  invoiceId: z.guid(),
  /** `2026-000123`. */
  number: z.string().regex(/^\d{4}-\d{6}$/),
  year: z.number().int(),
  /** 1, 2, 3 … within the year. */
  sequence: z.number().int().positive(),
  clientId: z.guid(),
  kind: invoiceKindSchema,
  lines: z.array(invoiceLineSchema).min(1),
  subtotal: ledgerAmount,
  /** Percent, up to two decimals ("0", "20", "8.5"). */
  vatRate: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
  vatAmount: ledgerAmount,
  total: ledgerAmount,
  /** Why no VAT is charged, or what the rate rests on (printed on the invoice). */
  vatNote: z.string().nullable(),
  currency: z.literal('EUR'),
  /** The business day of issue (Europe/Belgrade). */
  issuedOn: calendarDay,
  dueDate: calendarDay,
  /** ISO 11649 RF reference of the number: what a transfer carries to find this invoice. */
  reference: z.string().regex(/^RF\d{2}[0-9A-Z]{1,21}$/),
  /** A plan invoice's month (`yyyy-MM`); null for the other kinds. */
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
});
export type InvoiceIssued = z.infer<typeof invoiceIssuedSchema>;

export const invoiceVoidedSchema = z.object({
  invoiceId: z.guid(),
  reason: z.string().min(1),
  voidedAt: z.iso.datetime({ offset: true }),
});
export type InvoiceVoided = z.infer<typeof invoiceVoidedSchema>;

export const paymentRecordedSchema = z.object({
  paymentId: z.guid(),
  invoiceId: z.guid(),
  clientId: z.guid(),
  amount: ledgerAmount,
  method: incomingPaymentMethodSchema,
  /** The day the money arrived (or changed hands). */
  paidOn: calendarDay,
  /** The bank's or provider's reference, normalized; unique among payments when present. */
  bankReference: z.string().nullable(),
});
export type PaymentRecorded = z.infer<typeof paymentRecordedSchema>;

// Credit notes and refunds. A credit is decided on the credited invoice's own stream
// (InvoiceCredited: bounded by what is left to credit, under the stream's compare-and-set), then
// the credit note is numbered on its year's stream like an invoice (CreditNoteIssued), in the
// same gapless sequence. A refund pays money back against one payment (PaymentRefunded).

export const invoiceCreditedSchema = z.object({
  invoiceId: z.guid(),
  /** The credit note that documents this credit (numbered by CreditNoteIssued). */
  creditNoteId: z.guid(),
  clientId: z.guid(),
  /** Taken off what the invoice asks, VAT included; at most what was left to credit. */
  amount: ledgerAmount,
  reason: z.string().min(1),
  creditedAt: z.iso.datetime({ offset: true }),
});
export type InvoiceCredited = z.infer<typeof invoiceCreditedSchema>;

export const creditNoteIssuedSchema = z.object({
  creditNoteId: z.guid(),
  /** `2026-000124`: the next number of the year, shared with the invoices. */
  number: z.string().regex(/^\d{4}-\d{6}$/),
  year: z.number().int(),
  sequence: z.number().int().positive(),
  invoiceId: z.guid(),
  /** The credited invoice's number, printed on the credit note. */
  invoiceNumber: z.string().regex(/^\d{4}-\d{6}$/),
  clientId: z.guid(),
  amount: ledgerAmount,
  /** The credited invoice's VAT rate: the amount includes VAT at this rate. */
  vatRate: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
  reason: z.string().min(1),
  currency: z.literal('EUR'),
  issuedOn: calendarDay,
});
export type CreditNoteIssued = z.infer<typeof creditNoteIssuedSchema>;

export const paymentRefundedSchema = z.object({
  refundId: z.guid(),
  paymentId: z.guid(),
  invoiceId: z.guid(),
  clientId: z.guid(),
  /** Paid back; at most what the payment brought minus what was refunded of it before. */
  amount: ledgerAmount,
  method: incomingPaymentMethodSchema,
  /** The day the money went back. */
  refundedOn: calendarDay,
  /** The outgoing transfer's reference, normalized; unique among refunds when present. */
  bankReference: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PaymentRefunded = z.infer<typeof paymentRefundedSchema>;

export const refundReferenceClaimedSchema = z.object({
  reference: z.string().min(1),
  refundId: z.guid(),
  paymentId: z.guid(),
});
export type RefundReferenceClaimed = z.infer<typeof refundReferenceClaimedSchema>;

export const paymentReferenceClaimedSchema = z.object({
  reference: z.string().min(1),
  paymentId: z.guid(),
  invoiceId: z.guid(),
});
export type PaymentReferenceClaimed = z.infer<typeof paymentReferenceClaimedSchema>;

/** Why an incoming transfer of a statement was not recorded against an invoice. */
export const unmatchedReasons = [
  'no_reference',
  'unknown_invoice',
  'invoice_voided',
  'not_eur',
] as const;

export const unmatchedStatementLineSchema = z.object({
  line: z.number().int().positive(),
  bookedOn: calendarDay,
  amount: ledgerAmount,
  currency: z.string(),
  bankReference: z.string(),
  remittance: z.string(),
  payer: z.string().nullable(),
  reason: z.enum(unmatchedReasons),
});
export type UnmatchedStatementLine = z.infer<typeof unmatchedStatementLineSchema>;

/**
 * A bank statement was imported (stream `bank-statement-<sha-256 of the file>`: the same file
 * is imported once). Its matched transfers were recorded as payments; the others wait here for
 * an admin's review.
 */
export const bankStatementImportedSchema = z.object({
  statementId: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  format: z.enum(['camt053', 'csv']),
  /** Incoming transfers read from the file. */
  lines: z.number().int().nonnegative(),
  matched: z.number().int().nonnegative(),
  alreadyRecorded: z.number().int().nonnegative(),
  unmatched: z.array(unmatchedStatementLineSchema),
});
export type BankStatementImported = z.infer<typeof bankStatementImportedSchema>;

/** An admin settled an unmatched transfer: recorded it against an invoice, or set it aside. */
export const statementLineResolvedSchema = z.object({
  statementId: z.string().regex(/^[0-9a-f]{64}$/),
  line: z.number().int().positive(),
  resolution: z.enum(['assigned', 'dismissed']),
  invoiceId: z.guid().nullable(),
  paymentId: z.guid().nullable(),
  note: z.string().nullable(),
});
export type StatementLineResolved = z.infer<typeof statementLineResolvedSchema>;

export const bankStatementEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BankStatementImported'), data: bankStatementImportedSchema }),
  z.object({ type: z.literal('StatementLineResolved'), data: statementLineResolvedSchema }),
]);
export type BankStatementEvent = z.infer<typeof bankStatementEventSchema>;
export const bankStatementEventTypes = ['BankStatementImported', 'StatementLineResolved'] as const;

// A family's plan subscription, on `subscription-<clientId>`: each month it is active, the plan
// invoicing job issues one invoice at its monthly price.

const billingPeriod = z.string().regex(/^\d{4}-\d{2}$/);

export const subscriptionStartedSchema = z.object({
  clientId: z.guid(),
  plan: servicePlanSchema,
  monthlyPrice: ledgerAmount,
  /** The first month invoiced (`yyyy-MM`). */
  firstPeriod: billingPeriod,
});
export type SubscriptionStarted = z.infer<typeof subscriptionStartedSchema>;

/** Another plan or price from now on (the months already invoiced keep theirs). */
export const subscriptionChangedSchema = z.object({
  clientId: z.guid(),
  plan: servicePlanSchema,
  monthlyPrice: ledgerAmount,
});
export type SubscriptionChanged = z.infer<typeof subscriptionChangedSchema>;

export const subscriptionPausedSchema = z.object({
  clientId: z.guid(),
  reason: z.string().nullable(),
});
export const subscriptionResumedSchema = z.object({ clientId: z.guid() });
export const subscriptionEndedSchema = z.object({
  clientId: z.guid(),
  reason: z.string().nullable(),
});

export const subscriptionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SubscriptionStarted'), data: subscriptionStartedSchema }),
  z.object({ type: z.literal('SubscriptionChanged'), data: subscriptionChangedSchema }),
  z.object({ type: z.literal('SubscriptionPaused'), data: subscriptionPausedSchema }),
  z.object({ type: z.literal('SubscriptionResumed'), data: subscriptionResumedSchema }),
  z.object({ type: z.literal('SubscriptionEnded'), data: subscriptionEndedSchema }),
]);
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;
export const subscriptionEventTypes = [
  'SubscriptionStarted',
  'SubscriptionChanged',
  'SubscriptionPaused',
  'SubscriptionResumed',
  'SubscriptionEnded',
] as const;

/** The plan invoicing job took a client's month: this invoice id is its one plan invoice. */
export const planInvoiceClaimedSchema = z.object({
  clientId: z.guid(),
  period: billingPeriod,
  invoiceId: z.guid(),
});
/** The claimed month's invoice was issued (a job that died before this finishes it next run). */
export const planInvoiceIssuedSchema = z.object({
  clientId: z.guid(),
  period: billingPeriod,
  invoiceId: z.guid(),
  number: z.string(),
});
export const planInvoiceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PlanInvoiceClaimed'), data: planInvoiceClaimedSchema }),
  z.object({ type: z.literal('PlanInvoiceIssued'), data: planInvoiceIssuedSchema }),
]);
export type PlanInvoiceEvent = z.infer<typeof planInvoiceEventSchema>;

export const invoiceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('InvoiceIssued'), data: invoiceIssuedSchema }),
  z.object({ type: z.literal('InvoiceVoided'), data: invoiceVoidedSchema }),
  z.object({ type: z.literal('PaymentRecorded'), data: paymentRecordedSchema }),
  z.object({ type: z.literal('InvoiceCredited'), data: invoiceCreditedSchema }),
  z.object({ type: z.literal('CreditNoteIssued'), data: creditNoteIssuedSchema }),
  z.object({ type: z.literal('PaymentRefunded'), data: paymentRefundedSchema }),
]);
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;
export const invoiceEventTypes = [
  'InvoiceIssued',
  'InvoiceVoided',
  'PaymentRecorded',
  'InvoiceCredited',
  'CreditNoteIssued',
  'PaymentRefunded',
] as const;

export const paymentReferenceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PaymentReferenceClaimed'), data: paymentReferenceClaimedSchema }),
]);
export type PaymentReferenceEvent = z.infer<typeof paymentReferenceEventSchema>;

export const refundReferenceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RefundReferenceClaimed'), data: refundReferenceClaimedSchema }),
]);
export type RefundReferenceEvent = z.infer<typeof refundReferenceEventSchema>;
