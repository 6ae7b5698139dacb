import { z } from 'zod';

// The ledger's fixed vocabulary: how money from a family arrived (the caretakers' payout methods
// are `paymentMethods` in constants), what an invoice is for, its numbers and
// the payment reference a bank transfer carries.

export const incomingPaymentMethods = ['bank_transfer', 'cash', 'card', 'paypal'] as const;
export const incomingPaymentMethodSchema = z.enum(incomingPaymentMethods);
export type IncomingPaymentMethod = z.infer<typeof incomingPaymentMethodSchema>;

/** A plan period's invoice, a request the plan does not cover, or one written by hand. */
export const invoiceKinds = ['plan', 'service', 'manual'] as const;
export const invoiceKindSchema = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** As the read model and the lists show an invoice. */
export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const billingLimits = {
  /** Lines on one invoice. */
  lines: 50,
  quantityMax: 1_000,
  /** One line's unit price, and so any invoice line (EUR). */
  unitPriceMaxEur: 100_000,
  /** One payment (EUR). */
  paymentMaxEur: 1_000_000,
  /** One invoice's total, VAT included (EUR). */
  invoiceTotalMaxEur: 1_000_000,
  /** Incoming transfers read from one statement file (a month of a busy account). */
  statementTransfers: 2_000,
  /** What a statement line keeps of the payer's remittance text and name. */
  remittance: 500,
  payer: 140,
  /** What an amount field takes as typed ("1.234,50"); the value is checked exactly after. */
  amountText: 32,
  /** A VAT rate as typed ("8.5"). */
  vatRateText: 8,
  /** An invoice number or RF reference as typed, spaces included. */
  invoiceReferenceText: 40,
  statementFileName: 200,
  dismissNote: 500,
  /** Days from issue to due when the admin names no due date. */
  defaultDueDays: 14,
  currency: 'EUR',
  /** A bank's reference text (end-to-end id, statement reference). */
  bankReference: 100,
  voidReason: 500,
  /** Why an invoice is credited, printed on the credit note. */
  creditReason: 500,
  refundReason: 500,
  vatNote: 300,
  lineDescription: 300,
} as const;

/** `2026-000123`: the year of issue and the invoice's place in it (no gaps, never reused). */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/** ISO 7064 mod 97-10 over letters (A=10 … Z=35) and digits, as IBAN and RF references use. */
const mod97 = (text: string) => {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
};

/**
 * The ISO 11649 structured creditor reference of an invoice (`RF` + two check digits + the
 * invoice number without its dash): what the family types, or the QR carries, as the transfer's
 * reference, so that a bank statement line finds its invoice.
 */
export const creditorReference = (invoiceNumber: string) => {
  const reference = invoiceNumber.replaceAll('-', '');
  const check = 98 - mod97(`${reference}RF00`);
  return `RF${String(check).padStart(2, '0')}${reference}`;
};

/** Whether a text is a well-formed RF reference (spaces ignored, any case). */
export const isCreditorReference = (text: string) => {
  const compact = text.replaceAll(' ', '').toUpperCase();
  return (
    /^RF\d{2}[0-9A-Z]{1,21}$/.test(compact) &&
    mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1
  );
};

/** A bank reference compared across payments: trimmed, spaces removed, upper-cased. */
export const normalizeBankReference = (reference: string) =>
  reference.replaceAll(/\s+/g, '').toUpperCase();

/**
 * Monthly price of each plan (EUR, spec: basic 29, standard 49, premium 79, memorial events 99);
 * a custom plan's price is agreed with the family and given when it starts.
 */
export const planMonthlyPrices = {
  basic: '29.00',
  standard: '49.00',
  premium: '79.00',
  memorial: '99.00',
  custom: null,
} as const;

/** A billing period: a calendar month in Serbia, `yyyy-MM`. */
export const billingPeriodOf = (day: string) => day.slice(0, 7);

export const subscriptionStatuses = ['active', 'paused', 'ended'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
