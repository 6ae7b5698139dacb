import { paymentInputSchema } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValuesToPaymentInput, paymentFormDefaults } from './payment-form-values';

const invoiceId = '2f1c7a0e-3c4b-4d7a-8f51-0c3e2b1a9d88';

describe('the Record Payment form', () => {
  it("starts with the invoice's balance, by bank transfer, paid today", () => {
    const values = paymentFormDefaults({ balance: '49.50' }, dayjs('2026-05-25'));
    expect(values).toMatchObject({ amount: '49.50', method: 'bank_transfer', bankReference: '' });
    expect(values.paidOn?.format('YYYY-MM-DD')).toBe('2026-05-25');
  });

  it('starts empty when nothing is owed (paid, or paid too much)', () => {
    expect(paymentFormDefaults({ balance: '0.00' }, dayjs()).amount).toBe('');
    expect(paymentFormDefaults({ balance: '-5.00' }, dayjs()).amount).toBe('');
  });

  it('sends the amount with ".", the day, and an empty bank reference as null', () => {
    const body = formValuesToPaymentInput(invoiceId, {
      amount: '1.049,50',
      method: 'cash',
      paidOn: dayjs('2026-05-20'),
      bankReference: '   ',
    });
    expect(body).toEqual({
      invoiceId,
      amount: '1049.50',
      method: 'cash',
      paidOn: '2026-05-20',
      bankReference: null,
    });
    expect(paymentInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a bank reference, trimmed', () => {
    const body = formValuesToPaymentInput(invoiceId, {
      amount: '10',
      method: 'bank_transfer',
      paidOn: dayjs('2026-05-20'),
      bankReference: ' E2E-2026-05-20-0001 ',
    });
    expect(body.bankReference).toBe('E2E-2026-05-20-0001');
  });
});
