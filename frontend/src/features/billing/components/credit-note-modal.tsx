import { billingLimits } from '@memorial-care/contracts/domain';
import type { Invoice } from '@memorial-care/contracts/http';
import { Form, Input, Modal, Radio, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useCreditInvoice } from '../api/credit-invoice';
import { useFormFailure } from '../hooks/use-form-failure';
import {
  creditNoteFormFields,
  creditNoteInputOf,
  creditableOf,
  type CreditNoteFormValues,
} from '../utils/credit-refund';
import { amountUpTo, EuroAmountInput } from './money-form-items';

interface CreditNoteModalProps {
  /** The invoice credited; kept while the dialog closes. */
  readonly invoice: Invoice | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/**
 * Credit Note: all that is left to credit, or an amount of it, with the reason printed on the
 * credit note. More than is left is refused here and by the server (beside the amount).
 */
export function CreditNoteModal({ invoice, open, onClose, afterClose }: CreditNoteModalProps) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<CreditNoteFormValues>();
  const credit = useCreditInvoice();
  const failed = useFormFailure(form, creditNoteFormFields, 'creditToasts.creditFailed', {
    CREDIT_EXCEEDS_INVOICE: 'amount',
  });
  const creditable = invoice ? creditableOf(invoice) : '0.00';

  const submit = (values: CreditNoteFormValues) => {
    if (!invoice) return;
    credit.mutate(
      { invoiceId: invoice.id, input: creditNoteInputOf(values) },
      {
        onSuccess: onClose,
        onError: failed,
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('creditNote.title', { number: invoice?.number ?? '' })}
      width={560}
      okText={t('creditNote.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={credit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <CreditNoteForm form={form} creditable={creditable} onFinish={submit} />
    </Modal>
  );
}

interface CreditNoteFormProps {
  readonly form: FormInstance<CreditNoteFormValues>;
  /** What is left to credit on the invoice. */
  readonly creditable: string;
  readonly onFinish: (values: CreditNoteFormValues) => void;
}

/** The Credit Note dialog's form: all that is left, or an amount of it, and the reason. */
export function CreditNoteForm({ form, creditable, onFinish }: CreditNoteFormProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const scope = Form.useWatch('scope', form);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('creditNote.intro')}
        <br />
        {t('creditNote.creditable', { amount: format.eur(creditable) })}
      </Typography.Paragraph>
      <Form<CreditNoteFormValues>
        form={form}
        name="credit-note-form"
        clearOnDestroy
        layout="vertical"
        initialValues={{ scope: 'full', amount: '', reason: '' }}
        onFinish={onFinish}
      >
        <Form.Item name="scope" label={t('creditNote.scope')}>
          <Radio.Group
            options={[
              { value: 'full', label: t('creditNote.full', { amount: format.eur(creditable) }) },
              { value: 'partial', label: t('creditNote.partial') },
            ]}
          />
        </Form.Item>
        {scope === 'partial' && (
          <Form.Item
            name="amount"
            label={t('creditNote.amount')}
            rules={[
              { required: true, whitespace: true, message: t('creditNote.amountRequired') },
              amountUpTo(creditable, {
                invalid: t('creditNote.amountInvalid'),
                tooHigh: t('creditNote.amountTooHigh', { amount: format.eur(creditable) }),
              }),
            ]}
          >
            <EuroAmountInput />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('creditNote.reason')}
          rules={[{ required: true, whitespace: true, message: t('creditNote.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={billingLimits.creditReason}
            showCount
            placeholder={t('creditNote.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </>
  );
}
