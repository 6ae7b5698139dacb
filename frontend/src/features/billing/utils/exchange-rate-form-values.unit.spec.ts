import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValuesToExchangeRateInput } from './exchange-rate-form-values';

describe('formValuesToExchangeRateInput', () => {
  it('sends the rate with a decimal point, the day and the note or null', () => {
    expect(
      formValuesToExchangeRateInput({
        rate: ' 117,2345 ',
        effectiveOn: dayjs('2026-11-27'),
        note: '  NBS middle rate ',
      }),
    ).toEqual({ rate: '117.2345', effectiveOn: '2026-11-27', note: 'NBS middle rate' });
    expect(
      formValuesToExchangeRateInput({ rate: '117.2', effectiveOn: null, note: '   ' }),
    ).toEqual({ rate: '117.2', effectiveOn: '', note: null });
  });
});
