import { describe, expect, it } from 'vitest';
import { actionRequired, newestPaymentsFirst } from './action-required';

const invoice = (number: string, dueDate: string, balance = '10.00', status = 'open' as const) => ({
  number,
  dueDate,
  balance,
  status,
});

describe('actionRequired', () => {
  it('lists the invoices to pay, the newest due date first', () => {
    const list = actionRequired([
      invoice('2026-000001', '2026-03-01'),
      invoice('2026-000003', '2026-06-01'),
      invoice('2026-000002', '2026-04-15'),
    ]);
    expect(list.map((i) => i.number)).toEqual(['2026-000003', '2026-000002', '2026-000001']);
  });

  it('puts the newer invoice first when two are due the same day', () => {
    const list = actionRequired([
      invoice('2026-000004', '2026-05-01'),
      invoice('2026-000009', '2026-05-01'),
    ]);
    expect(list.map((i) => i.number)).toEqual(['2026-000009', '2026-000004']);
  });

  it('leaves out what needs no payment, and does not reorder its input', () => {
    const input = [
      invoice('2026-000001', '2026-01-01'),
      invoice('2026-000002', '2026-02-01', '0.00'),
      { ...invoice('2026-000003', '2026-03-01'), status: 'paid' as const },
      { ...invoice('2026-000004', '2026-04-01'), status: 'void' as const },
      invoice('2026-000005', '2026-05-01', '-1.00'),
    ];
    expect(actionRequired(input).map((i) => i.number)).toEqual(['2026-000001']);
    expect(input[0]?.number).toBe('2026-000001');
  });
});

describe('newestPaymentsFirst', () => {
  it('orders by the day paid, then by when it was recorded', () => {
    const payments = [
      { id: 'a', paidOn: '2026-05-01', recordedAt: '2026-05-02T10:00:00.000Z' },
      { id: 'b', paidOn: '2026-05-20', recordedAt: '2026-05-20T08:00:00.000Z' },
      { id: 'c', paidOn: '2026-05-01', recordedAt: '2026-05-03T09:00:00.000Z' },
    ];
    expect(newestPaymentsFirst(payments).map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(payments.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
