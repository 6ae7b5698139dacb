import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { invoiceFieldErrorsOf, invoiceFieldOf } from './invoice-field-errors';

const badRequest = (errors: { path: string; message: string; code?: string }[]) =>
  new ApiRequestError(400, 'Bad Request', {
    message: 'Validation failed',
    code: 'VALIDATION_FAILED',
    errors,
  });

describe('invoice field errors', () => {
  it("names a line's field by its place in the list", () => {
    expect(invoiceFieldOf('body.lines.2.unitPrice')).toEqual(['lines', 2, 'unitPrice']);
    expect(invoiceFieldOf('lines.0.description')).toEqual(['lines', 0, 'description']);
    expect(invoiceFieldOf('body.clientId')).toBe('clientId');
    expect(invoiceFieldOf('body.vatRate')).toBe('vatRate');
  });

  it('has no field for the list itself or for what the form lacks', () => {
    expect(invoiceFieldOf('body.lines')).toBeNull();
    expect(invoiceFieldOf('body.lines.0.amount')).toBeNull();
    expect(invoiceFieldOf('body.lines.x.unitPrice')).toBeNull();
    expect(invoiceFieldOf('body.constructor')).toBeNull();
    expect(invoiceFieldOf('body.vatRate.extra')).toBeNull();
  });

  it('puts each message beside its field once; the rest goes to the toast', () => {
    const error = badRequest([
      { path: 'body.lines.1.unitPrice', message: 'Amount must be a valid number' },
      { path: 'body.lines.1.unitPrice', message: 'Amount must be a valid number' },
      { path: 'body.dueDate', message: 'Please enter a valid date (yyyy-MM-dd)' },
      { path: 'body.lines', message: 'At most 50 lines' },
    ]);
    expect(invoiceFieldErrorsOf(error)).toEqual({
      fields: [
        { name: ['lines', 1, 'unitPrice'], errors: ['Amount must be a valid number'] },
        { name: 'dueDate', errors: ['Please enter a valid date (yyyy-MM-dd)'] },
      ],
      unmatched: ['At most 50 lines'],
    });
  });

  it('words the messages with the given texts, and has none for other failures', () => {
    const error = badRequest([{ path: 'body.clientId', message: 'Choose a client', code: 'x' }]);
    expect(invoiceFieldErrorsOf(error, (item) => `[${item.code}]`).fields).toEqual([
      { name: 'clientId', errors: ['[x]'] },
    ]);
    expect(invoiceFieldErrorsOf(new TypeError('offline'))).toEqual({ fields: [], unmatched: [] });
    expect(
      invoiceFieldErrorsOf(new ApiRequestError(409, 'Conflict', { message: 'Voided' })),
    ).toEqual({ fields: [], unmatched: [] });
  });
});
