import { describe, expect, it } from 'vitest';
import { canRecordPayment, canVoid, invoiceTags, needsPayment } from './invoice-status';

describe('invoice status', () => {
  it('tags an open invoice, and a red Overdue beside it when past its due date', () => {
    expect(invoiceTags({ status: 'open', overdue: false })).toEqual([
      { key: 'open', color: 'blue' },
    ]);
    expect(invoiceTags({ status: 'open', overdue: true })).toEqual([
      { key: 'open', color: 'blue' },
      { key: 'overdue', color: 'red' },
    ]);
  });

  it('never calls a paid or voided invoice overdue', () => {
    expect(invoiceTags({ status: 'paid', overdue: true })).toEqual([
      { key: 'paid', color: 'green' },
    ]);
    expect(invoiceTags({ status: 'void', overdue: true })).toEqual([
      { key: 'void', color: 'default' },
    ]);
  });

  it('offers Record Payment and Void on open invoices only', () => {
    expect([canRecordPayment({ status: 'open' }), canVoid({ status: 'open' })]).toEqual([
      true,
      true,
    ]);
    for (const status of ['paid', 'void'] as const) {
      expect(canRecordPayment({ status })).toBe(false);
      expect(canVoid({ status })).toBe(false);
    }
  });

  it('asks for payment of an open invoice with something left on it', () => {
    expect(needsPayment({ status: 'open', balance: '10.00' })).toBe(true);
    expect(needsPayment({ status: 'open', balance: '0.00' })).toBe(false);
    expect(needsPayment({ status: 'open', balance: '-2.00' })).toBe(false);
    expect(needsPayment({ status: 'void', balance: '10.00' })).toBe(false);
  });
});
