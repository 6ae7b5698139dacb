import { billingLimits } from '@memorial-care/contracts/domain';
import type { InvoiceInput } from '@memorial-care/contracts/http';
import type { Dayjs } from 'dayjs';
import { normalizeAmountText } from '../../../lib/amount-text';
import { vatRateOf } from './money';

/** Day first, as the app's other date fields (typed or picked). */
export const billingDateFormat = 'DD.MM.YYYY';

/** One line as the New Invoice form holds it: the price as typed (exact text, not a float). */
export interface InvoiceLineFormValues {
  description: string;
  quantity: number | null;
  unitPrice: string;
}

/** The New Invoice form as antd holds it. */
export interface InvoiceFormValues {
  clientId: string | undefined;
  lines: InvoiceLineFormValues[];
  /** Percent as typed ("0", "20", "8,5"). */
  vatRate: string;
  vatNote: string;
  dueDate: Dayjs | null;
}

/** The form's top-level fields: the server names them the same in its `errors[].path`. */
export const invoiceFormFields = [
  'clientId',
  'lines',
  'vatRate',
  'vatNote',
  'dueDate',
] as const satisfies readonly (keyof InvoiceFormValues)[];

/** A line's fields, for `body.lines.<n>.<field>` errors. */
export const invoiceLineFields = [
  'description',
  'quantity',
  'unitPrice',
] as const satisfies readonly (keyof InvoiceLineFormValues)[];

export const emptyInvoiceLine: InvoiceLineFormValues = {
  description: '',
  quantity: 1,
  unitPrice: '',
};

/** A fresh form: one empty line, no VAT, due `defaultDueDays` (14) after `today`. */
export const emptyInvoiceFormValues = (today: Dayjs): InvoiceFormValues => ({
  clientId: undefined,
  lines: [{ ...emptyInvoiceLine }],
  vatRate: '0',
  vatNote: '',
  dueDate: today.add(billingLimits.defaultDueDays, 'day'),
});

/**
 * POST /api/invoices body: texts trimmed, prices and the rate as exact decimal text with "."
 * (a typed "49,50" is sent as "49.50"), an empty VAT note as null. A due date left empty is left
 * out (the server's default: 14 days after issue). What is not valid is sent as typed, for the
 * server to name beside its field.
 */
export function formValuesToInvoiceInput(values: InvoiceFormValues): InvoiceInput {
  return {
    clientId: values.clientId ?? '',
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      quantity: line.quantity ?? Number.NaN,
      unitPrice: normalizeAmountText(line.unitPrice),
    })),
    vatRate: vatRateOf(values.vatRate) ?? values.vatRate.trim(),
    vatNote: values.vatNote.trim() || null,
    ...(values.dueDate ? { dueDate: values.dueDate.format('YYYY-MM-DD') } : {}),
  };
}
