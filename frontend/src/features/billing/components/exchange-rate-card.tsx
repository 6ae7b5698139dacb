import { exchangeRateLimits } from '@memorial-care/contracts/domain';
import type { ExchangeRates } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { getExchangeRateQueryOptions } from '../api/get-exchange-rate';
import { useSetExchangeRate } from '../api/set-exchange-rate';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { formatRate } from '../utils/dinars';
import { billingDateFormat } from '../utils/invoice-form-values';
import {
  exchangeRateFormFields,
  formValuesToExchangeRateInput,
  type ExchangeRateFormValues,
} from '../utils/exchange-rate-form-values';

/**
 * Admin Payments: the EUR→RSD rate families in Serbia pay at (the IPS QR code's dinars), the
 * day it is for, and the form that sets the next one (not dated before the one in force).
 */
export function ExchangeRateCard() {
  const { t } = useTranslation('billing');
  const rates = useQuery(getExchangeRateQueryOptions());
  return (
    <Card title={t('exchangeRate.title')}>
      <Typography.Paragraph type="secondary">{t('exchangeRate.intro')}</Typography.Paragraph>
      {rates.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : rates.isError ? (
        <LoadFailedAlert
          title={t('exchangeRate.loadFailed')}
          retryLabel={t('actions.retry')}
          query={rates}
        />
      ) : (
        <Flex vertical gap="middle">
          <RateInForce rates={rates.data} />
          <ExchangeRateForm inForceSince={rates.data.current?.effectiveOn ?? null} />
        </Flex>
      )}
    </Card>
  );
}

/** The rate in force, its day and note, and the earlier ones. */
export function RateInForce({ rates }: { readonly rates: ExchangeRates }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const format = useFormat();
  const { current, history } = rates;
  if (!current) return <Alert type="info" showIcon title={t('exchangeRate.none')} />;
  const earlier = history.slice(1);
  return (
    <div>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('exchangeRate.current', { rate: formatRate(current.rate, language) })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('exchangeRate.rateOf', { date: format.date(current.effectiveOn) })}
        {current.note ? ` · ${current.note}` : ''}
      </Typography.Text>
      {earlier.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('exchangeRate.history', {
            rates: earlier
              .map(
                (rate) => `${formatRate(rate.rate, language)} (${format.date(rate.effectiveOn)})`,
              )
              .join(', '),
          })}
        </Typography.Paragraph>
      )}
    </div>
  );
}

function ExchangeRateForm({ inForceSince }: { readonly inForceSince: string | null }) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<ExchangeRateFormValues>();
  const setRate = useSetExchangeRate();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();

  const submit = (values: ExchangeRateFormValues) =>
    setRate.mutate(formValuesToExchangeRateInput(values), {
      onSuccess: () => form.resetFields(['rate', 'note']),
      onError: (error) => {
        const { fields, unmatched } = serverFieldErrorsOf(
          error,
          exchangeRateFormFields,
          undefined,
          serverText,
        );
        showFieldErrors(form, fields);
        notify.failure('exchangeRate.saveFailed', error, unmatched);
      },
    });

  return (
    <Form<ExchangeRateFormValues>
      form={form}
      name="exchange-rate-form"
      layout="inline"
      initialValues={{ rate: '', effectiveOn: dayjs(), note: '' }}
      onFinish={submit}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="rate"
        label={t('exchangeRate.rate')}
        rules={[{ required: true, whitespace: true, message: t('exchangeRate.rateRequired') }]}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          maxLength={exchangeRateLimits.text}
          placeholder="117.2345"
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item
        name="effectiveOn"
        label={t('exchangeRate.effectiveOn')}
        rules={[{ required: true, message: t('exchangeRate.effectiveOnRequired') }]}
      >
        <DatePicker
          format={billingDateFormat}
          // Not before the rate in force; up to tomorrow (time zones), as the API takes it.
          minDate={dayjs(inForceSince ?? '2000-01-01')}
          maxDate={dayjs().add(1, 'day')}
        />
      </Form.Item>
      <Form.Item name="note" label={t('exchangeRate.note')}>
        <Input
          autoComplete="off"
          maxLength={exchangeRateLimits.note}
          placeholder={t('exchangeRate.notePlaceholder')}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={setRate.isPending}>
          {t('exchangeRate.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
