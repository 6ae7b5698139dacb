import { describe, it } from 'vitest';
import type { InvoiceBecameOverdue } from '@memorial-care/contracts/events';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { invoiceOverdueDecider } from './overdue-invoice-decider';

const given = DeciderSpecification.for(invoiceOverdueDecider);

const overdue: InvoiceBecameOverdue = {
  invoiceId: '5d9a1f0e-3c2b-4a7d-9e8f-1a2b3c4d5e6f',
  clientId: '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51',
  number: '2026-000042',
  dueDate: '2026-11-14',
  overdueOn: '2026-11-15',
  amountDue: '40.00',
};
const record = { type: 'RecordInvoiceOverdue', data: overdue } as const;

describe('recording an overdue invoice', () => {
  it('records the first time the job finds it', () => {
    given([])
      .when(record)
      .then([{ type: 'InvoiceBecameOverdue', data: overdue }]);
  });

  it('records nothing when it was recorded before (a second or late run)', () => {
    given([{ type: 'InvoiceBecameOverdue', data: overdue }])
      .when({ ...record, data: { ...overdue, overdueOn: '2026-11-20' } })
      .then([]);
  });
});
