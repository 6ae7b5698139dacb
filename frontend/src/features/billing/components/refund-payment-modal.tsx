import { billingLimits } from '@memorial-care/contracts/domain';
import type { Payment } from '@memorial-care/contracts/http';
import { Form, Input, Modal, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { useFormat } from '../../../lib/use-format';
import { useRefundPayment } from '../api/refund-payment';
import { useFormFailure } from '../hooks/use-form-failure';
import {
  refundFormDefaults,
  refundFormFields,
  refundInputOf,
  refundableOf,
  type RefundFormValues,
} from '../utils/credit-refund';
import {
  amountUpTo,
  EuroAmountInput,
  IncomingMethodSelect,
  MoneyDayPicker,
} from './money-form-items';

interface RefundPaymentModalProps {
  /** The payment refunded; kept while the dialog closes. */
  readonly payment: Payment | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/** Which field a refusal of the server belongs beside. */
const fieldOfCode: Readonly<Record<string, keyof RefundFormValues>> = {
  REFUND_EXCEEDS_PAYMENT: 'amount',
  REFUND_ALREADY_RECORDED: 'bankReference',
};

/**
 * Refund: money of a payment paid back (all that is left of it unless changed), how, the day and
 * the outgoing transfer's reference. A family's credit is paid back by refunding the payment
 * that made it.
 */
export function RefundPaymentModal({
  payment,
  open,
  onClose,
  afterClose,
}: RefundPaymentModalProps) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<RefundFormValues>();
  const refund = useRefundPayment();
  const failed = useFormFailure(form, refundFormFields, 'creditToasts.refundFailed', fieldOfCode);
  const initialValues = useMemo(
    () => (payment ? refundFormDefaults(payment, dayjs()) : undefined),
    [payment],
  );

  const submit = (values: RefundFormValues) => {
    if (!payment) return;
    refund.mutate(
      { paymentId: payment.id, input: refundInputOf(values) },
      {
        onSuccess: onClose,
        onError: failed,
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('refund.title')}
      width={560}
      okText={t('refund.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {payment && (
        <RefundForm form={form} payment={payment} initialValues={initialValues} onFinish={submit} />
      )}
    </Modal>
  );
}

interface RefundFormProps {
  readonly form: FormInstance<RefundFormValues>;
  readonly payment: Payment;
  readonly initialValues: RefundFormValues | undefined;
  readonly onFinish: (values: RefundFormValues) => void;
}

/** The Refund dialog's form: amount (all that is left unless changed), how, when, reference. */
export function RefundForm({ form, payment, initialValues, onFinish }: RefundFormProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const refundable = refundableOf(payment);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('refund.intro', {
          amount: format.eur(payment.amount),
          date: format.date(payment.paidOn),
          number: payment.invoiceNumber,
        })}
        <br />
        {t('refund.refundable', { amount: format.eur(refundable) })}
      </Typography.Paragraph>
      <Form<RefundFormValues>
        form={form}
        name="refund-payment-form"
        clearOnDestroy
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        scrollToFirstError
      >
        <FieldPair>
          <Form.Item
            name="amount"
            label={t('refund.amount')}
            rules={[
              { required: true, whitespace: true, message: t('refund.amountRequired') },
              amountUpTo(refundable, {
                invalid: t('refund.amountInvalid'),
                tooHigh: t('refund.amountTooHigh', { amount: format.eur(refundable) }),
              }),
            ]}
          >
            <EuroAmountInput />
          </Form.Item>
          <Form.Item name="method" label={t('refund.method')} rules={[{ required: true }]}>
            <IncomingMethodSelect />
          </Form.Item>
        </FieldPair>
        <FieldPair>
          <Form.Item
            name="refundedOn"
            label={t('refund.refundedOn')}
            rules={[{ required: true, message: t('refund.refundedOnRequired') }]}
          >
            <MoneyDayPicker />
          </Form.Item>
          <Form.Item
            name="bankReference"
            label={t('refund.bankReference')}
            extra={t('refund.bankReferenceHint')}
          >
            <Input autoComplete="off" maxLength={billingLimits.bankReference} />
          </Form.Item>
        </FieldPair>
        <Form.Item name="reason" label={t('refund.reason')}>
          <Input.TextArea rows={2} maxLength={billingLimits.refundReason} showCount />
        </Form.Item>
      </Form>
    </>
  );
}
