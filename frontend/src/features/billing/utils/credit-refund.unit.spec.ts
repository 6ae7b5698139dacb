import type { Payment } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  amountWithin,
  canCredit,
  canRefund,
  creditNoteInputOf,
  creditableOf,
  refundFormDefaults,
  refundInputOf,
  refundableOf,
} from './credit-refund';

describe('what is left to credit and to refund', () => {
  it('credits the total minus what credit notes took, never a voided invoice', () => {
    expect(creditableOf({ total: '100.00', credited: '30.00' })).toBe('70.00');
    expect(canCredit({ status: 'open', total: '100.00', credited: '30.00' })).toBe(true);
    expect(canCredit({ status: 'paid', total: '100.00', credited: '0.00' })).toBe(true);
    expect(canCredit({ status: 'paid', total: '100.00', credited: '100.00' })).toBe(false);
    expect(canCredit({ status: 'void', total: '100.00', credited: '0.00' })).toBe(false);
  });

  it('refunds the payment minus what was refunded of it', () => {
    expect(refundableOf({ amount: '100.00', refunded: '40.00' })).toBe('60.00');
    expect(canRefund({ amount: '100.00', refunded: '40.00' })).toBe(true);
    expect(canRefund({ amount: '100.00', refunded: '100.00' })).toBe(false);
  });

  it('checks a typed amount against the limit, as typed in any locale', () => {
    expect(amountWithin('60', '60.00')).toBe('ok');
    expect(amountWithin('59,99', '60.00')).toBe('ok');
    expect(amountWithin('60.01', '60.00')).toBe('too_high');
    expect(amountWithin('0', '60.00')).toBe('invalid');
    expect(amountWithin('abc', '60.00')).toBe('invalid');
  });
});

describe('the dialogs’ bodies', () => {
  it('credits all that is left without an amount, or the typed amount', () => {
    expect(creditNoteInputOf({ scope: 'full', amount: '12', reason: ' Cancelled ' })).toEqual({
      amount: null,
      reason: 'Cancelled',
    });
    expect(creditNoteInputOf({ scope: 'partial', amount: '12,50', reason: 'x' })).toEqual({
      amount: '12.50',
      reason: 'x',
    });
  });

  it('refunds what is left of the payment by default, blanks sent as null', () => {
    const payment = { amount: '80.00', refunded: '30.00', method: 'paypal' } as Payment;
    const values = refundFormDefaults(payment, dayjs('2026-05-12'));
    expect(values).toMatchObject({ amount: '50.00', method: 'paypal', bankReference: '' });
    expect(refundInputOf(values)).toEqual({
      amount: '50.00',
      method: 'paypal',
      refundedOn: '2026-05-12',
      bankReference: null,
      reason: null,
    });
  });
});
