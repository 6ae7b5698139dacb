import { paymentMethods, payoutLimits } from '@memorial-care/contracts/domain';
import type { PayoutStatement } from '@memorial-care/contracts/http';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { markPaidDefaults, toMarkPaidInput, type MarkPaidFormValues } from '../utils/payout-form';

const markPaidFields = ['method', 'paidOn', 'reference'] as const;

interface MarkPaidModalProps {
  /** The statement paid; kept while the dialog closes. */
  readonly statement: PayoutStatement | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/** Mark paid: the method preselected with the caretaker's preferred one, the day, a reference. */
export function MarkPaidModal({ statement, open, onClose, afterClose }: MarkPaidModalProps) {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const [form] = Form.useForm<MarkPaidFormValues>();
  const markPaid = useMarkPayoutPaid();
  const toast = useToast();
  const serverText = useServerErrorText();
  const initialValues = useMemo(
    () => (statement ? markPaidDefaults(statement, dayjs()) : undefined),
    [statement],
  );
  const name = statement?.caretakerName ?? t('unknownCaretaker');

  const submit = (values: MarkPaidFormValues) => {
    if (!statement) return;
    markPaid.mutate(
      { id: statement.id, input: toMarkPaidInput(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            markPaidFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          const lines = [serverText.error(error, '', { listFields: false }), ...unmatched];
          toast.error(t('toasts.paidFailed'), lines.filter(Boolean).join(' ') || undefined);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('markPaid.title', { name, month: statement?.month ?? '' })}
      width={520}
      okText={t('markPaid.submit')}
      cancelText={t('markPaid.cancel')}
      confirmLoading={markPaid.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {statement && (
        <Typography.Paragraph type="secondary">
          {t('markPaid.amount', { amount: format.eur(statement.total) })}
        </Typography.Paragraph>
      )}
      <Form<MarkPaidFormValues>
        form={form}
        name="mark-payout-paid-form"
        clearOnDestroy
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
      >
        <Form.Item
          name="method"
          label={t('markPaid.method')}
          rules={[{ required: true, message: t('markPaid.methodRequired') }]}
        >
          <Select
            options={paymentMethods.map((method) => ({
              value: method,
              label:
                method === statement?.preferredPaymentMethod
                  ? t('markPaid.preferred', { method: t(`method.${method}`) })
                  : t(`method.${method}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="paidOn"
          label={t('markPaid.paidOn')}
          rules={[{ required: true, message: t('markPaid.paidOnRequired') }]}
        >
          <DatePicker
            // Not before the statement's month began, at most tomorrow (time zones).
            minDate={dayjs(`${statement?.month ?? '2000-01'}-01`)}
            maxDate={dayjs().add(1, 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="reference" label={t('markPaid.reference')}>
          <Input
            autoComplete="off"
            maxLength={payoutLimits.reference}
            placeholder={t('markPaid.referencePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
