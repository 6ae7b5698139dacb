import { describe, expect, it } from 'vitest';
import { isCreditorReference } from '@memorial-care/contracts/domain';
import { invoiceIssuedAt, type InvoiceDraft } from './invoice-issue';

const draft: InvoiceDraft = {
  invoiceId: '3b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e',
  clientId: '5f0e9d8c-7b6a-4954-8372-615049382716',
  kind: 'manual',
  lines: [
    { description: 'Standard plan, November 2026', quantity: 1, unitPrice: '49.00' },
    { description: 'Memorial candles', quantity: 3, unitPrice: '4.99' },
  ],
  vatRate: '20',
  vatNote: null,
  issuedOn: '2026-11-27',
};

describe('an issued invoice', () => {
  it('is numbered by its year and its place in it', () => {
    expect(invoiceIssuedAt(draft, 123).number).toBe('2026-000123');
    expect(invoiceIssuedAt(draft, 1).sequence).toBe(1);
  });

  it('adds its lines exactly in cents, then VAT rounded half up to the cent', () => {
    const issued = invoiceIssuedAt(draft, 1);
    expect(issued.lines.map((line) => line.amount)).toEqual(['49.00', '14.97']);
    expect(issued.subtotal).toBe('63.97');
    // 63.97 × 20% = 12.794 → 12.79
    expect(issued.vatAmount).toBe('12.79');
    expect(issued.total).toBe('76.76');
  });

  it('charges no VAT at rate 0, and rounds a half cent up', () => {
    expect(invoiceIssuedAt({ ...draft, vatRate: '0' }, 1).total).toBe('63.97');
    const halfCent = invoiceIssuedAt(
      { ...draft, lines: [{ description: 'x', quantity: 1, unitPrice: '0.10' }], vatRate: '5' },
      1,
    );
    // 0.10 × 5% = 0.005 → 0.01
    expect(halfCent.vatAmount).toBe('0.01');
  });

  it('is due 14 days after issue unless a due date is given', () => {
    expect(invoiceIssuedAt(draft, 1).dueDate).toBe('2026-12-11');
    expect(invoiceIssuedAt({ ...draft, dueDate: '2026-12-01' }, 1).dueDate).toBe('2026-12-01');
  });

  it('carries a valid ISO 11649 reference of its number', () => {
    const { reference } = invoiceIssuedAt(draft, 123);
    expect(reference).toMatch(/^RF\d{2}2026000123$/);
    expect(isCreditorReference(reference)).toBe(true);
    expect(isCreditorReference(reference.replace('123', '124'))).toBe(false);
  });
});
