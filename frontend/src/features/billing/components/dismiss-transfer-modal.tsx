import { billingLimits } from '@memorial-care/contracts/domain';
import type { UnmatchedTransfer } from '@memorial-care/contracts/http';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useDismissTransfer } from '../api/resolve-transfer';
import { useBillingNotifications } from '../hooks/use-billing-notifications';

interface DismissTransferModalProps {
  /** The transfer set aside; kept while the dialog closes. */
  readonly transfer: UnmatchedTransfer | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

interface DismissFormValues {
  note: string;
}

const dismissFormFields = ['note'] as const;

/** Dismiss: a transfer that is no family's payment leaves the review, with a note why. */
export function DismissTransferModal({
  transfer,
  open,
  onClose,
  afterClose,
}: DismissTransferModalProps) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<DismissFormValues>();
  const dismiss = useDismissTransfer();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();

  const submit = ({ note }: DismissFormValues) => {
    if (!transfer) return;
    dismiss.mutate(
      { statementId: transfer.statementId, line: transfer.line, note: note.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            dismissFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure('reportToasts.dismissFailed', error, unmatched);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('dismissTransfer.title')}
      width={520}
      okText={t('dismissTransfer.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={dismiss.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{t('dismissTransfer.intro')}</Typography.Paragraph>
      <Form<DismissFormValues>
        form={form}
        name="dismiss-transfer-form"
        clearOnDestroy
        layout="vertical"
        initialValues={{ note: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="note"
          label={t('dismissTransfer.note')}
          rules={[{ required: true, whitespace: true, message: t('dismissTransfer.noteRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={billingLimits.dismissNote}
            showCount
            placeholder={t('dismissTransfer.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
