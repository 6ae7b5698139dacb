import { billingLimits, incomingPaymentMethods } from '@memorial-care/contracts/domain';
import { DatePicker, Input, Select, type DatePickerProps, type InputProps } from 'antd';
import type { SelectProps } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { amountWithin } from '../utils/credit-refund';
import { billingDateFormat } from '../utils/invoice-form-values';

// The fields of money that moves (a payment, a refund, a credit): antd's Form.Item gives each
// its value and onChange.

/** An amount in euros as typed ("49,50" or "49.50"). */
export const EuroAmountInput = (props: InputProps) => (
  <Input
    inputMode="decimal"
    autoComplete="off"
    maxLength={billingLimits.amountText}
    suffix="EUR"
    {...props}
  />
);

/** How the money came, or went back: bank transfer, cash, card, PayPal. */
export function IncomingMethodSelect(props: SelectProps) {
  const { t } = useTranslation('billing');
  return (
    <Select
      options={incomingPaymentMethods.map((method) => ({
        value: method,
        label: t(`method.${method}`),
      }))}
      {...props}
    />
  );
}

/** The day money moved: the API takes days from 2000 up to tomorrow (time zones). */
export const MoneyDayPicker = (props: DatePickerProps) => (
  <DatePicker
    format={billingDateFormat}
    minDate={dayjs('2000-01-01')}
    maxDate={dayjs().add(1, 'day')}
    style={{ width: '100%' }}
    {...props}
  />
);

/** The rule of an amount field: a valid amount above 0.00 and no higher than `limit`. */
export const amountUpTo = (
  limit: string,
  messages: { readonly invalid: string; readonly tooHigh: string },
): Rule => ({
  validator: (_rule, value: string | undefined) => {
    if (!value?.trim()) return Promise.resolve();
    const check = amountWithin(value, limit);
    if (check === 'ok') return Promise.resolve();
    return Promise.reject(new Error(check === 'invalid' ? messages.invalid : messages.tooHigh));
  },
});
