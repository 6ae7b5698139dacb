import { billingLimits, incomingPaymentMethods } from '@memorial-care/contracts/domain';
import type { Invoice } from '@memorial-care/contracts/http';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useRecordPayment } from '../api/record-payment';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { paymentAmountOf } from '../utils/money';
import { billingDateFormat } from '../utils/invoice-form-values';
import {
  formValuesToPaymentInput,
  paymentFormDefaults,
  paymentFormFields,
  type PaymentFormValues,
} from '../utils/payment-form-values';

interface RecordPaymentModalProps {
  /** The invoice paid; kept while the dialog closes. */
  readonly invoice: Invoice | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/**
 * Record Payment: the amount (the balance unless changed), how it came, the day it arrived
 * (today unless changed) and the bank's reference. The server's reasons go beside their fields;
 * a bank reference already recorded beside the reference.
 */
export function RecordPaymentModal({
  invoice,
  open,
  onClose,
  afterClose,
}: RecordPaymentModalProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const [form] = Form.useForm<PaymentFormValues>();
  const record = useRecordPayment();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();
  // Each opening starts from this invoice's balance and today (the form is rebuilt each time).
  const initialValues = useMemo(
    () => (invoice ? paymentFormDefaults(invoice, dayjs()) : undefined),
    [invoice],
  );

  const submit = (values: PaymentFormValues) => {
    if (!invoice) return;
    record.mutate(formValuesToPaymentInput(invoice.id, values), {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiRequestError && error.body?.code === 'PAYMENT_ALREADY_RECORDED') {
          form.setFields([{ name: 'bankReference', errors: [serverText.error(error)] }]);
          notify.failure('toasts.recordFailed', error);
          return;
        }
        const { fields, unmatched } = serverFieldErrorsOf(
          error,
          paymentFormFields,
          undefined,
          serverText,
        );
        showFieldErrors(form, fields);
        notify.failure('toasts.recordFailed', error, unmatched);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('recordPayment.title')}
      width={560}
      okText={t('recordPayment.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={record.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
    >
      {invoice && (
        <Typography.Paragraph type="secondary">
          {t('recordPayment.invoice', {
            number: invoice.number,
            client: invoice.clientName ?? t('invoices.unknownClient'),
          })}
          <br />
          {t('recordPayment.balance', { amount: format.eur(invoice.balance) })}
        </Typography.Paragraph>
      )}
      <Form<PaymentFormValues>
        form={form}
        name="record-payment-form"
        // Each opening is about another invoice: closing empties the form, the next one starts
        // from its own initial values.
        clearOnDestroy
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        scrollToFirstError
      >
        <FieldPair>
          <Form.Item
            name="amount"
            label={t('recordPayment.amount')}
            rules={[
              { required: true, whitespace: true, message: t('recordPayment.amountRequired') },
              {
                validator: (_rule, value: string | undefined) =>
                  !value?.trim() || paymentAmountOf(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('recordPayment.amountInvalid'))),
              },
            ]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              maxLength={billingLimits.amountText}
              suffix="EUR"
            />
          </Form.Item>
          <Form.Item name="method" label={t('recordPayment.method')} rules={[{ required: true }]}>
            <Select
              options={incomingPaymentMethods.map((method) => ({
                value: method,
                label: t(`method.${method}`),
              }))}
            />
          </Form.Item>
        </FieldPair>
        <FieldPair>
          <Form.Item
            name="paidOn"
            label={t('recordPayment.paidOn')}
            rules={[{ required: true, message: t('recordPayment.paidOnRequired') }]}
          >
            <DatePicker
              format={billingDateFormat}
              // The API takes payments from 2000 up to tomorrow (time zones).
              minDate={dayjs('2000-01-01')}
              maxDate={dayjs().add(1, 'day')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="bankReference"
            label={t('recordPayment.bankReference')}
            extra={t('recordPayment.bankReferenceHint')}
          >
            <Input autoComplete="off" maxLength={billingLimits.bankReference} />
          </Form.Item>
        </FieldPair>
      </Form>
    </Modal>
  );
}
