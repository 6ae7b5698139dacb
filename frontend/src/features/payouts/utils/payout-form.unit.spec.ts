import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PayoutStatement } from '@memorial-care/contracts/http';
import { isClosableMonth, markPaidDefaults, toMarkPaidInput } from './payout-form';

const statement = (preferred: PayoutStatement['preferredPaymentMethod']): PayoutStatement => ({
  id: 's-1',
  caretakerId: 'c-1',
  caretakerName: 'Dragan Nikolić',
  month: '2026-10',
  closedOn: '2026-11-01',
  tasks: 2,
  total: '44.33',
  status: 'closed',
  paidOn: null,
  method: null,
  reference: null,
  preferredPaymentMethod: preferred,
});

describe('the mark-paid form', () => {
  it("starts from the caretaker's preferred method and today", () => {
    const today = dayjs('2026-11-28');
    expect(markPaidDefaults(statement('paypal'), today)).toEqual({
      method: 'paypal',
      paidOn: today,
      reference: '',
    });
    expect(markPaidDefaults(statement(null), today).method).toBeUndefined();
  });

  it('sends the day as yyyy-MM-dd and a blank reference as none', () => {
    expect(
      toMarkPaidInput({ method: 'cash', paidOn: dayjs('2026-11-05'), reference: '  ' }),
    ).toEqual({ method: 'cash', paidOn: '2026-11-05', reference: null });
    expect(toMarkPaidInput({ paidOn: dayjs('2026-11-05'), reference: ' PP-1 ' }).reference).toBe(
      'PP-1',
    );
  });

  it('closes months from 2000 up to the running one', () => {
    const today = dayjs('2026-11-28');
    expect(isClosableMonth(dayjs('2026-11-01'), today)).toBe(true);
    expect(isClosableMonth(dayjs('2026-12-01'), today)).toBe(false);
    expect(isClosableMonth(dayjs('1999-12-01'), today)).toBe(false);
  });
});
