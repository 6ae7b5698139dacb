import { invoiceInputSchema } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyInvoiceFormValues,
  formValuesToInvoiceInput,
  type InvoiceFormValues,
} from './invoice-form-values';

const clientId = '0b9f6a43-6a38-4d8b-9a55-5b8f1f1f9e10';

const filled = (change: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  clientId,
  lines: [
    { description: '  Grave cleaning, May ', quantity: 2, unitPrice: '24,50' },
    { description: 'Candles', quantity: 1, unitPrice: '1.234,00' },
  ],
  vatRate: '20',
  vatNote: '  ',
  dueDate: dayjs('2026-06-15'),
  ...change,
});

describe('the New Invoice form', () => {
  it('starts with one line, no VAT and the due date 14 days ahead', () => {
    const values = emptyInvoiceFormValues(dayjs('2026-05-25'));
    expect(values).toMatchObject({
      clientId: undefined,
      lines: [{ description: '', quantity: 1, unitPrice: '' }],
      vatRate: '0',
      vatNote: '',
    });
    expect(values.dueDate?.format('YYYY-MM-DD')).toBe('2026-06-08');
  });

  it('sends exact amounts with ".", trimmed texts and an empty note as null', () => {
    const body = formValuesToInvoiceInput(filled());
    expect(body).toEqual({
      clientId,
      lines: [
        { description: 'Grave cleaning, May', quantity: 2, unitPrice: '24.50' },
        { description: 'Candles', quantity: 1, unitPrice: '1234.00' },
      ],
      vatRate: '20',
      vatNote: null,
      dueDate: '2026-06-15',
    });
    expect(invoiceInputSchema.safeParse(body).success).toBe(true);
  });

  it('writes the VAT rate as the API does and keeps a note', () => {
    const body = formValuesToInvoiceInput(filled({ vatRate: '8,50', vatNote: ' Exempt ' }));
    expect(body).toMatchObject({ vatRate: '8.5', vatNote: 'Exempt' });
  });

  it("leaves an emptied due date out, for the server's default", () => {
    const body = formValuesToInvoiceInput(filled({ dueDate: null }));
    expect(body).not.toHaveProperty('dueDate');
    expect(invoiceInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends what is not valid as typed, for the server to name beside its field', () => {
    const body = formValuesToInvoiceInput(
      filled({
        clientId: undefined,
        vatRate: 'abc',
        lines: [{ description: '', quantity: null, unitPrice: '1.234' }],
      }),
    );
    const parsed = invoiceInputSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'clientId',
      'lines.0.description',
      'lines.0.quantity',
      'lines.0.unitPrice',
      'vatRate',
    ]);
  });
});
