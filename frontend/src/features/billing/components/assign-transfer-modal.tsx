import { pageLimits } from '@memorial-care/contracts/domain';
import type { Invoice, InvoiceListQuery, UnmatchedTransfer } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import { useAssignTransfer } from '../api/resolve-transfer';
import { useBillingNotifications } from '../hooks/use-billing-notifications';

interface AssignTransferModalProps {
  /** The transfer assigned; kept while the dialog closes. */
  readonly transfer: UnmatchedTransfer | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

interface AssignFormValues {
  /** With its label, so that the choice still reads right when another search replaced the list. */
  invoice?: { value: string; label: ReactNode };
}

/** A 400 about `body.invoiceId` goes beside the picker. */
const assignFormFields = new Map([['invoiceId', 'invoice' as const]]);

/**
 * The invoices to choose from: those a search finds (number, RF reference or client, any
 * status), else the open ones, the latest due first.
 */
export const assignInvoiceQuery = (search: string): InvoiceListQuery =>
  search
    ? { page: 1, pageSize: pageLimits.defaultPageSize, sort: '-dueDate', search }
    : { page: 1, pageSize: pageLimits.defaultPageSize, sort: '-dueDate', status: 'open' };

/**
 * Assign: the invoice an unmatched transfer pays, found by its number, reference or client;
 * the transfer is recorded as that invoice's payment (its amount, day and bank reference).
 */
export function AssignTransferModal({
  transfer,
  open,
  onClose,
  afterClose,
}: AssignTransferModalProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const [form] = Form.useForm<AssignFormValues>();
  const assign = useAssignTransfer();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedSearch(search, setSearch);
  const invoices = useQuery({
    ...getInvoicesQueryOptions(assignInvoiceQuery(search)),
    enabled: open,
  });

  const optionOf = (invoice: Invoice) => ({
    value: invoice.id,
    disabled: invoice.status === 'void',
    label: t('assignTransfer.invoiceOption', {
      number: invoice.number,
      client: invoice.clientName ?? t('invoices.unknownClient'),
      balance: format.eur(invoice.balance),
    }),
  });

  const submit = ({ invoice }: AssignFormValues) => {
    if (!transfer || !invoice) return;
    assign.mutate(
      { statementId: transfer.statementId, line: transfer.line, invoiceId: invoice.value },
      {
        onSuccess: onClose,
        onError: (error) => {
          // Settled meanwhile (409), or refused for the invoice (a voided one): beside the picker.
          if (error instanceof ApiRequestError && error.status !== 400) {
            form.setFields([{ name: 'invoice', errors: [serverText.error(error)] }]);
            notify.failure('reportToasts.assignFailed', error);
            return;
          }
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            assignFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure('reportToasts.assignFailed', error, unmatched);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('assignTransfer.title')}
      width={600}
      okText={t('assignTransfer.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        setText('');
        setSearch('');
        afterClose();
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {transfer && (
        <Typography.Paragraph type="secondary">
          {t('assignTransfer.transfer', {
            amount: format.eur(transfer.amount),
            date: format.date(transfer.bookedOn),
            payer: transfer.payer ?? t('unmatched.unknownPayer'),
          })}
          {transfer.remittance && (
            <>
              <br />
              {t('assignTransfer.remittance', { text: transfer.remittance })}
            </>
          )}
        </Typography.Paragraph>
      )}
      <Form<AssignFormValues>
        form={form}
        name="assign-transfer-form"
        clearOnDestroy
        layout="vertical"
        onFinish={submit}
      >
        <Form.Item
          name="invoice"
          label={t('assignTransfer.invoice')}
          rules={[{ required: true, message: t('assignTransfer.invoiceRequired') }]}
        >
          <Select
            labelInValue
            showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
            allowClear
            loading={invoices.isFetching}
            placeholder={t('assignTransfer.invoicePlaceholder')}
            notFoundContent={invoices.isFetching ? undefined : t('assignTransfer.noInvoices')}
            options={(invoices.data?.items ?? []).map(optionOf)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
