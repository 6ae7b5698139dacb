import { z } from 'zod';
import {
  billingLimits,
  incomingPaymentMethodSchema,
  invoiceKindSchema,
  invoiceStatusSchema,
  subscriptionStatusSchema,
} from '../domain/billing';
import { agingBucketSchema } from '../domain/invoice-aging';
import { servicePlanSchema } from '../domain/constants';
import {
  amountInput,
  calendarDate,
  checkEuroAmount,
  clearableText,
  dateWindows,
  entityId,
  pageQuery,
  requiredText,
  searchQuery,
} from '../domain/input-bounds';

// The ledger over HTTP: invoices (admins issue and void them), payments (admins record them)
// and each family's summary. Amounts are answered as text with two decimals.

/** An amount from a form (text or number) checked exactly within [min, max] EUR. */
const euroAmount = (min: number, max: number, tooSmall: string) =>
  amountInput.transform((value, ctx) => {
    const check = checkEuroAmount(value, min, max);
    if (check.ok) return check.value;
    const message =
      check.code === 'too_small'
        ? tooSmall
        : check.code === 'too_big'
          ? `Amount must be at most €${max.toLocaleString('en')}`
          : check.message;
    ctx.addIssue({ code: 'custom', message, params: { code: check.code } });
    return z.NEVER;
  });

/** A VAT rate in percent, 0–100 with up to two decimals; its canonical text ("20", "8.5"). */
const vatRate = z.union([z.string().max(8), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  const basisPoints = match
    ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
    : NaN;
  if (!match || !(basisPoints <= 10_000)) {
    ctx.addIssue({ code: 'custom', message: 'VAT rate must be between 0 and 100' });
    return z.NEVER;
  }
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
});

export const invoiceLineInputSchema = z.object({
  description: requiredText('Describe the line', billingLimits.lineDescription),
  quantity: z.coerce
    .number('Quantity must be a whole number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(billingLimits.quantityMax, `Quantity must be at most ${billingLimits.quantityMax}`)
    .default(1),
  unitPrice: euroAmount(0, billingLimits.unitPriceMaxEur, 'Price cannot be negative'),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** Body of POST /api/invoices (an admin's invoice written by hand). */
export const invoiceInputSchema = z.object({
  clientId: entityId('Choose a client'),
  lines: z
    .array(invoiceLineInputSchema)
    .min(1, 'Add at least one line')
    .max(billingLimits.lines, `At most ${billingLimits.lines} lines`),
  vatRate: vatRate.optional().transform((rate) => rate ?? '0'),
  vatNote: clearableText(billingLimits.vatNote)
    .optional()
    .transform((note) => note || null),
  /** Default: 14 days after the day of issue. */
  dueDate: calendarDate(dateWindows.schedule).optional(),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const voidInvoiceInputSchema = z.object({
  reason: requiredText('Say why the invoice is voided', billingLimits.voidReason, {
    multiline: true,
  }),
});

export const invoiceSorts = [
  '-issuedOn',
  'issuedOn',
  '-dueDate',
  'dueDate',
  '-total',
  'total',
] as const;

/** GET /api/invoices: an admin's filters; a client always gets only their own. */
export const invoiceListQuerySchema = z.object({
  ...pageQuery,
  status: invoiceStatusSchema.optional(),
  /** Open invoices past their due date. */
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Open invoices this many days past their due date (see agingBuckets). */
  aging: agingBucketSchema.optional(),
  clientId: entityId('Unknown client').optional(),
  /** An invoice number, a reference or a client's name. */
  search: searchQuery,
  sort: z.enum(invoiceSorts).default('-issuedOn'),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  kind: invoiceKindSchema,
  lines: z.array(invoiceLineSchema),
  subtotal: z.string(),
  vatRate: z.string(),
  vatAmount: z.string(),
  total: z.string(),
  vatNote: z.string().nullable(),
  currency: z.literal('EUR'),
  issuedOn: z.string(),
  dueDate: z.string(),
  /** ISO 11649 RF reference to quote with a bank transfer. */
  reference: z.string(),
  status: invoiceStatusSchema,
  /** Received so far; `balance` = total − paid (negative: paid too much, a credit). */
  paid: z.string(),
  balance: z.string(),
  /** Open and past its due date (Europe/Belgrade business day). */
  overdue: z.boolean(),
  lastPaymentOn: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Taken off the total by credit notes; `balance` = total − credited − paid. */
  credited: z.string(),
  /** Paid back of its payments (`paid` is already net of it). */
  refunded: z.string(),
  /** The invoice's credit notes, oldest first. */
  creditNotes: z.array(
    z.object({
      id: z.string(),
      /** Null only for an instant, while the credit note is being numbered. */
      number: z.string().nullable(),
      amount: z.string(),
      reason: z.string(),
      issuedOn: z.string().nullable(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSchema = z.object({
  items: z.array(invoiceSchema),
  total: z.number().int().nonnegative(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** Body of POST /api/payments: the invoice by id, or by its number or RF reference. */
export const paymentInputSchema = z
  .object({
    invoiceId: entityId('Unknown invoice').optional(),
    /** `2026-000123` or `RF18 2026 0001 23` as the transfer carried it. */
    invoiceReference: requiredText(
      'Enter the invoice number or reference',
      billingLimits.invoiceReferenceText,
    ).optional(),
    amount: euroAmount(0.01, billingLimits.paymentMaxEur, 'Enter an amount above 0.00'),
    method: incomingPaymentMethodSchema,
    paidOn: calendarDate(dateWindows.completion),
    /** The bank's reference of the transfer; the same one is never recorded twice. */
    bankReference: clearableText(billingLimits.bankReference)
      .optional()
      .transform((reference) => reference || null),
  })
  .refine((body) => body.invoiceId !== undefined || body.invoiceReference !== undefined, {
    message: 'Choose the invoice the payment is for',
    path: ['invoiceId'],
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  amount: z.string(),
  method: incomingPaymentMethodSchema,
  paidOn: z.string(),
  bankReference: z.string().nullable(),
  recordedAt: z.string(),
  /** Paid back of this payment so far, and each refund, oldest first. */
  refunded: z.string(),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.string(),
      method: incomingPaymentMethodSchema,
      refundedOn: z.string(),
      bankReference: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments: newest first; a client gets only their own. */
export const paymentListQuerySchema = z.object({
  ...pageQuery,
  clientId: entityId('Unknown client').optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentPageSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int().nonnegative(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/**
 * GET /api/payments/summary: a client's own; an admin names the client (`?clientId=`), or gets
 * the totals over every client without it.
 */
export const paymentsSummaryQuerySchema = z.object({
  clientId: entityId('Unknown client').optional(),
});

/** What a family has paid and owes, from the ledger. */
export const paymentsSummarySchema = z.object({
  /** Every payment received. */
  totalPaid: z.string(),
  /** Still to pay on open invoices not yet due. */
  pending: z.string(),
  /** Still to pay on open invoices past their due date. */
  outstanding: z.string(),
  /** Paid beyond what the invoices asked (carried to the next invoice). */
  credit: z.string(),
  openInvoices: z.number().int().nonnegative(),
  overdueInvoices: z.number().int().nonnegative(),
  lastPaymentOn: z.string().nullable(),
  lastPaymentMethod: incomingPaymentMethodSchema.nullable(),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/**
 * GET /api/invoices/:id/payment-instructions: how to pay what is still owed by bank transfer,
 * with the QR codes banking apps read (EPC069-12 for SEPA; NBS IPS for Serbian accounts, only
 * when the admin has set a EUR→RSD rate).
 */
export const paymentInstructionsSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  /** What is still owed (the balance), never below 0.00. */
  amount: z.string(),
  currency: z.literal('EUR'),
  reference: z.string(),
  creditorName: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** The EPC QR's text (scan it with a banking app) and its image as SVG markup. */
  epcQrPayload: z.string(),
  epcQrSvg: z.string(),
  /**
   * The NBS IPS QR (payers in Serbia, dinars) and its image; null, as are the dinar fields
   * below, when no EUR→RSD rate is set or no dinar account is configured.
   */
  ipsQrPayload: z.string().nullable(),
  ipsQrSvg: z.string().nullable(),
  /** The dinar account (18 digits) the IPS QR pays into. */
  rsdAccount: z.string().nullable(),
  /** `amount` in dinars at `rate`, rounded to the para ("5802.90"). */
  rsdAmount: z.string().nullable(),
  /** Dinars per euro (4 decimals) and the day the rate is for. */
  rate: z.string().nullable(),
  rateDate: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** Body of POST /api/payments/import: a statement file's text (camt.053 XML or CSV). */
export const statementImportInputSchema = z.object({
  fileName: requiredText('Name the file', billingLimits.statementFileName),
  /** Kept below the 1 MB JSON body limit; a month of transfers is a few hundred kilobytes. */
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(900_000, 'The file is too large (at most 900 kB)'),
});
export type StatementImportInput = z.input<typeof statementImportInputSchema>;

export const unmatchedReasonSchema = z.enum([
  'no_reference',
  'unknown_invoice',
  'invoice_voided',
  'not_eur',
]);

/** A transfer of an imported statement that no invoice took, waiting for an admin. */
export const unmatchedTransferSchema = z.object({
  statementId: z.string(),
  fileName: z.string(),
  line: z.number().int(),
  bookedOn: z.string(),
  amount: z.string(),
  currency: z.string(),
  bankReference: z.string(),
  remittance: z.string(),
  payer: z.string().nullable(),
  reason: unmatchedReasonSchema,
  importedAt: z.string(),
});
export type UnmatchedTransfer = z.infer<typeof unmatchedTransferSchema>;

export const statementImportResultSchema = z.object({
  statementId: z.string(),
  format: z.enum(['camt053', 'csv']),
  /** The same file was imported before: nothing was recorded again. */
  alreadyImported: z.boolean(),
  /** Incoming transfers read from the file. */
  lines: z.number().int().nonnegative(),
  matched: z.array(
    z.object({ line: z.number().int(), invoiceNumber: z.string(), amount: z.string() }),
  ),
  /** Transfers recorded before (by hand, or by an earlier import of another file). */
  alreadyRecorded: z.number().int().nonnegative(),
  unmatched: z.array(unmatchedTransferSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

export const unmatchedTransferListSchema = z.array(unmatchedTransferSchema);

/** POST /api/payments/unmatched/:statementId/:line/assign: record it against this invoice. */
export const assignTransferInputSchema = z
  .object({
    invoiceId: entityId('Unknown invoice').optional(),
    invoiceReference: requiredText(
      'Enter the invoice number or reference',
      billingLimits.invoiceReferenceText,
    ).optional(),
  })
  .refine((body) => body.invoiceId !== undefined || body.invoiceReference !== undefined, {
    message: 'Choose the invoice the payment is for',
    path: ['invoiceId'],
  });

/** POST /api/payments/unmatched/:statementId/:line/dismiss: not a payment for us (a note why). */
export const dismissTransferInputSchema = z.object({
  note: requiredText('Say why it is set aside', billingLimits.dismissNote, { multiline: true }),
});

export const transferParamsSchema = z.object({
  /** Any text up to 64 characters: an unknown statement is not found (404). */
  statementId: z.string().max(64),
  line: z.coerce.number().int().min(1).max(1_000_000),
});

/** A family's plan subscription: what is invoiced each month. */
export const planSubscriptionSchema = z.object({
  clientId: z.string(),
  plan: servicePlanSchema,
  monthlyPrice: z.string(),
  status: subscriptionStatusSchema,
  /** The first month invoiced, `yyyy-MM`. */
  firstPeriod: z.string(),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/**
 * PUT /api/clients/:id/subscription: starts the family's subscription, or moves it to another
 * plan or price (for the months not yet invoiced). A custom plan needs its agreed price; the
 * others take the price list's unless one is given.
 */
export const planSubscriptionInputSchema = z.object({
  plan: servicePlanSchema,
  monthlyPrice: euroAmount(0, billingLimits.unitPriceMaxEur, 'Price cannot be negative').optional(),
  /** The first month invoiced when it starts (`yyyy-MM`); default: this month. */
  firstPeriod: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Choose a month (yyyy-MM)')
    .optional(),
});
export type PlanSubscriptionInput = z.input<typeof planSubscriptionInputSchema>;

/** POST /api/clients/:id/subscription/{pause,resume,end}. */
export const subscriptionActionSchema = z.enum(['pause', 'resume', 'end']);
export const subscriptionActionInputSchema = z.object({
  reason: clearableText(billingLimits.voidReason, { multiline: true })
    .optional()
    .transform((reason) => reason || null),
});

/**
 * Body of POST /api/invoices/:id/credit-notes: an amount (VAT included) taken off the invoice,
 * or, without one, all that is left to credit; the reason is printed on the credit note.
 */
export const creditNoteInputSchema = z.object({
  amount: euroAmount(0.01, billingLimits.invoiceTotalMaxEur, 'Enter an amount above 0.00')
    .optional()
    .nullable()
    .transform((amount) => amount ?? null),
  reason: requiredText('Say why the invoice is credited', billingLimits.creditReason, {
    multiline: true,
  }),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

/** A credit note: a document of its own, numbered with the invoices, crediting one of them. */
export const creditNoteSchema = z.object({
  id: z.string(),
  /** Null only for an instant, while it is being numbered. */
  number: z.string().nullable(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  amount: z.string(),
  vatRate: z.string(),
  reason: z.string(),
  currency: z.literal('EUR'),
  issuedOn: z.string().nullable(),
  creditedAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** GET /api/credit-notes: newest first; a client gets only their own. */
export const creditNoteListQuerySchema = z.object({
  ...pageQuery,
  clientId: entityId('Unknown client').optional(),
  invoiceId: entityId('Unknown invoice').optional(),
});
export type CreditNoteListQuery = z.input<typeof creditNoteListQuerySchema>;

export const creditNotePageSchema = z.object({
  items: z.array(creditNoteSchema),
  total: z.number().int().nonnegative(),
});
export type CreditNotePage = z.infer<typeof creditNotePageSchema>;

/**
 * Body of POST /api/payments/:id/refunds: money of a payment paid back to the family (a mistaken
 * payment, or a credit the family asked back), at most what the payment brought minus what was
 * refunded of it before.
 */
export const refundInputSchema = z.object({
  amount: euroAmount(0.01, billingLimits.paymentMaxEur, 'Enter an amount above 0.00'),
  method: incomingPaymentMethodSchema,
  refundedOn: calendarDate(dateWindows.completion),
  /** The outgoing transfer's reference; the same one is never recorded twice. */
  bankReference: clearableText(billingLimits.bankReference)
    .optional()
    .transform((reference) => reference || null),
  reason: clearableText(billingLimits.refundReason, { multiline: true })
    .optional()
    .transform((reason) => reason || null),
});
export type RefundInput = z.input<typeof refundInputSchema>;
