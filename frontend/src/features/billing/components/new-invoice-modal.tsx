import { billingLimits } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Divider, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useCreateInvoice } from '../api/create-invoice';
import { getClientsQueryOptions } from '../api/get-clients';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { invoiceFieldErrorsOf } from '../utils/invoice-field-errors';
import {
  billingDateFormat,
  emptyInvoiceFormValues,
  formValuesToInvoiceInput,
  type InvoiceFormValues,
} from '../utils/invoice-form-values';
import { vatRateOf } from '../utils/money';
import { InvoiceLinesEditor } from './invoice-lines-editor';

interface NewInvoiceModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After the invoice was issued (the page then shows the invoices list). */
  readonly onIssued?: () => void;
}

/**
 * New Invoice (admin): the client, the lines with a live total, VAT rate and note, the due
 * date (14 days ahead unless changed). Cancel keeps what was typed; issuing clears the form.
 * The server's reasons go beside their fields, a line's beside that line's field.
 */
export function NewInvoiceModal({ open, onClose, onIssued }: NewInvoiceModalProps) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<InvoiceFormValues>();
  const create = useCreateInvoice();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();
  const clients = useQuery({ ...getClientsQueryOptions(), enabled: open });
  // Today's defaults (the due date moves with the day): what a reset returns to.
  const initialValues = useMemo(() => emptyInvoiceFormValues(dayjs()), []);

  const clientOptions = useMemo(
    () =>
      (clients.data ?? []).map((client) => ({
        value: client.id,
        label: `${client.name} · ${client.email}`,
      })),
    [clients.data],
  );

  const submit = (values: InvoiceFormValues) => {
    create.mutate(formValuesToInvoiceInput(values), {
      onSuccess: () => {
        form.resetFields();
        onClose();
        onIssued?.();
      },
      onError: (error) => {
        const { fields, unmatched } = invoiceFieldErrorsOf(error, serverText.field);
        const first = fields[0];
        if (first) {
          form.setFields(fields);
          form.scrollToField(first.name, { block: 'center' });
        }
        notify.failure('toasts.issueFailed', error, unmatched);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('newInvoice.title')}
      width={860}
      okText={t('newInvoice.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The form stays mounted while hidden, so Cancel keeps what was typed.
      forceRender
      mask={{ closable: false }}
    >
      <Form<InvoiceFormValues>
        form={form}
        name="new-invoice-form"
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        scrollToFirstError
      >
        <Form.Item
          name="clientId"
          label={t('newInvoice.client')}
          rules={[{ required: true, message: t('newInvoice.clientRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={clients.isPending && open}
            placeholder={t('newInvoice.clientPlaceholder')}
            notFoundContent={t('newInvoice.noClients')}
            options={clientOptions}
          />
        </Form.Item>
        <InvoiceLinesEditor />
        <Divider />
        <FieldPair>
          <Form.Item
            name="vatRate"
            label={t('newInvoice.vatRate')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  vatRateOf(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('newInvoice.vatRateInvalid'))),
              },
            ]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              maxLength={billingLimits.vatRateText}
              suffix="%"
            />
          </Form.Item>
          <Form.Item
            name="dueDate"
            label={t('newInvoice.dueDate')}
            extra={t('newInvoice.dueDateHint')}
          >
            <DatePicker
              format={billingDateFormat}
              minDate={dayjs('2000-01-01')}
              maxDate={dayjs('2100-12-31')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </FieldPair>
        <Form.Item name="vatNote" label={t('newInvoice.vatNote')}>
          <Input
            maxLength={billingLimits.vatNote}
            placeholder={t('newInvoice.vatNotePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
