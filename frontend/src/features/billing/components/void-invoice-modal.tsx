import { billingLimits } from '@memorial-care/contracts/domain';
import type { Invoice } from '@memorial-care/contracts/http';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useVoidInvoice } from '../api/void-invoice';
import { useBillingNotifications } from '../hooks/use-billing-notifications';

interface VoidInvoiceModalProps {
  /** The invoice voided; kept while the dialog closes. */
  readonly invoice: Invoice | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

interface VoidFormValues {
  reason: string;
}

const voidFormFields = ['reason'] as const;

/** Void: the reason is required; an invoice with payments is refused (the server says so). */
export function VoidInvoiceModal({ invoice, open, onClose, afterClose }: VoidInvoiceModalProps) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<VoidFormValues>();
  const voidInvoice = useVoidInvoice();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();

  const submit = ({ reason }: VoidFormValues) => {
    if (!invoice) return;
    voidInvoice.mutate(
      { id: invoice.id, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            voidFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure('toasts.voidFailed', error, unmatched);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('voidInvoice.title', { number: invoice?.number ?? '' })}
      width={520}
      okText={t('voidInvoice.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={voidInvoice.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{t('voidInvoice.intro')}</Typography.Paragraph>
      <Form<VoidFormValues>
        form={form}
        name="void-invoice-form"
        // Each opening is about another invoice: closing empties the form, the next one starts
        // from its own initial values.
        clearOnDestroy
        layout="vertical"
        initialValues={{ reason: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="reason"
          label={t('voidInvoice.reason')}
          rules={[{ required: true, whitespace: true, message: t('voidInvoice.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={billingLimits.voidReason}
            showCount
            placeholder={t('voidInvoice.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
