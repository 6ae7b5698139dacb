import type { ExchangeRateInput } from '@memorial-care/contracts/http';
import type { Dayjs } from 'dayjs';
import { normalizeAmountText } from '../../../lib/amount-text';

/** The exchange-rate form as antd holds it. */
export interface ExchangeRateFormValues {
  /** As typed ("117.2345", "117,2345"). */
  rate: string;
  effectiveOn: Dayjs | null;
  note: string;
}

/** The form's fields: the server names them the same in its `errors[].path`. */
export const exchangeRateFormFields = [
  'rate',
  'effectiveOn',
  'note',
] as const satisfies readonly (keyof ExchangeRateFormValues)[];

/** PUT /api/exchange-rate body: the rate with ".", the day as `yyyy-MM-dd`, no note as null. */
export const formValuesToExchangeRateInput = (
  values: ExchangeRateFormValues,
): ExchangeRateInput => ({
  rate: normalizeAmountText(values.rate),
  effectiveOn: values.effectiveOn ? values.effectiveOn.format('YYYY-MM-DD') : '',
  note: values.note.trim() || null,
});
