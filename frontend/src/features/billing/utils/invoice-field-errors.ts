import type { ApiFieldError } from '@memorial-care/contracts/http';
import { ApiRequestError } from '../../../lib/api-client';
import { invoiceFormFields, invoiceLineFields } from './invoice-form-values';

type TopField = Exclude<(typeof invoiceFormFields)[number], 'lines'>;
type LineField = (typeof invoiceLineFields)[number];

/** A field of the New Invoice form: a top-level one, or one of a line (`['lines', 0, 'unitPrice']`). */
export type InvoiceFieldName = TopField | ['lines', number, LineField];

export interface InvoiceFieldErrors {
  /** Ready for antd `form.setFields`. */
  readonly fields: { name: InvoiceFieldName; errors: string[] }[];
  /** Messages no field of the form shows (e.g. "Add at least one line"); for the toast. */
  readonly unmatched: string[];
}

const isLineField = (part: string | undefined): part is LineField =>
  (invoiceLineFields as readonly (string | undefined)[]).includes(part);

/** The fields outside the lines (the lines list itself has no place for a message). */
const topFields = invoiceFormFields.filter((field): field is TopField => field !== 'lines');
const isTopField = (part: string | undefined): part is TopField =>
  (topFields as readonly (string | undefined)[]).includes(part);

/** The form field a 400's path names (`body.lines.2.unitPrice`, `body.vatRate`), if any. */
export function invoiceFieldOf(path: string): InvoiceFieldName | null {
  const parts = path.split('.').filter(Boolean);
  const [first, index, field] = parts[0] === 'body' ? parts.slice(1) : parts;
  if (first === 'lines' && index !== undefined && /^\d+$/.test(index) && isLineField(field))
    return ['lines', Number(index), field];
  return parts.length <= (parts[0] === 'body' ? 2 : 1) && isTopField(first) ? first : null;
}

/**
 * A 400's `errors[]` beside the New Invoice form's fields, a line's own beside that line's
 * field. A message repeated for one field is shown once.
 */
export function invoiceFieldErrorsOf(
  error: unknown,
  fieldText: (item: ApiFieldError) => string = (item) => item.message,
): InvoiceFieldErrors {
  if (!(error instanceof ApiRequestError)) return { fields: [], unmatched: [] };
  const byField = new Map<string, { name: InvoiceFieldName; errors: string[] }>();
  const unmatched: string[] = [];
  for (const item of error.body?.errors ?? []) {
    const message = fieldText(item);
    const name = invoiceFieldOf(item.path);
    if (name === null) {
      if (!unmatched.includes(message)) unmatched.push(message);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], unmatched };
}
