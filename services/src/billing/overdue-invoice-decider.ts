import {
  invoiceOverdueEventTypes,
  type InvoiceBecameOverdue,
  type InvoiceOverdueEvent,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';

// An invoice's overdue record (`invoice-overdue-<invoiceId>`): once per invoice, however often,
// late or concurrently the aging job runs.

export interface RecordInvoiceOverdue {
  readonly type: 'RecordInvoiceOverdue';
  readonly data: InvoiceBecameOverdue;
}

export interface InvoiceOverdueState {
  readonly recorded: boolean;
}

export const invoiceOverdueDecider: Decider<
  InvoiceOverdueState,
  RecordInvoiceOverdue,
  InvoiceOverdueEvent
> = {
  eventTypes: invoiceOverdueEventTypes,
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  // Already recorded: nothing to add (a second run is not an error, it is the normal case).
  decide: (command, state) =>
    state.recorded ? [] : [{ type: 'InvoiceBecameOverdue', data: command.data }],
};
