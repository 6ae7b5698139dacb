import type { Invoice } from '@memorial-care/contracts/http';
import { isPositiveAmount } from './money';

export type InvoiceTagKey = 'open' | 'paid' | 'void' | 'overdue';

export interface InvoiceTag {
  readonly key: InvoiceTagKey;
  readonly color: string;
}

const statusColor = { open: 'blue', paid: 'green', void: 'default' } as const;

/** The invoice's status tag, and a red Overdue tag beside it when it is open past its due date. */
export function invoiceTags(invoice: Pick<Invoice, 'status' | 'overdue'>): InvoiceTag[] {
  const tags: InvoiceTag[] = [{ key: invoice.status, color: statusColor[invoice.status] }];
  if (invoice.status === 'open' && invoice.overdue) tags.push({ key: 'overdue', color: 'red' });
  return tags;
}

/** A payment is recorded against an open invoice only (a voided one refuses it). */
export const canRecordPayment = (invoice: Pick<Invoice, 'status'>): boolean =>
  invoice.status === 'open';

/** Only an open invoice can be voided (the server also refuses one with payments). */
export const canVoid = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'open';

/** An invoice the family still has to pay: open, with something left on it. */
export const needsPayment = (invoice: Pick<Invoice, 'status' | 'balance'>): boolean =>
  invoice.status === 'open' && isPositiveAmount(invoice.balance);
