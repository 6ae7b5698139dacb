import { planStatuses } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { DatePicker, Form, Modal, Select, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { getTaggedClientQueryOptions } from '../api/get-clients';
import { useUpdateClient } from '../api/mutations';
import { useClientNotifications } from '../hooks/use-client-notifications';
import {
  editClientFormFields,
  clientToEditValues,
  editValuesToPatch,
  type EditClientFormValues,
} from '../utils/client-form-values';
import { ClientProfileFields } from './client-profile-fields';

export interface EditClientDialogProps {
  readonly client: Client;
  readonly open: boolean;
  readonly onClose: () => void;
}

const dateFormat = 'DD.MM.YYYY';

/** Edit Client: every field, the plan status and the payment dates; PATCH with the spec's toasts. */
export function EditClientDialog({ client, open, onClose }: EditClientDialogProps) {
  const { t } = useTranslation('clients');
  const [form] = Form.useForm<EditClientFormValues>();
  const update = useUpdateClient();
  const notify = useClientNotifications();
  const serverText = useServerErrorText();
  const edit = useTaggedEdit(getTaggedClientQueryOptions(client.id), open);
  // The list's row until the client as it is now (with its revision) arrives, or is reloaded.
  const shown = edit.data ?? client;

  // Each opening starts from the client as it is now. Applied before the browser paints (and
  // takes input), so the fresh values never overwrite what was typed.
  useLayoutEffect(() => {
    if (open) form.setFieldsValue(clientToEditValues(shown));
  }, [open, form, shown]);

  const submit = (values: EditClientFormValues) =>
    update.mutate(
      { id: client.id, patch: editValuesToPatch(values), etag: edit.etag },
      {
        onSuccess: () => {
          notify.success('toasts.updated');
          onClose();
        },
        onError: (error) => {
          if (edit.refusedAsStale(error)) return;
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            editClientFormFields,
            'email',
            serverText,
          );
          if (fields.length > 0) form.setFields(fields);
          notify.failure('toasts.updateFailed', error, unmatched);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('form.editTitle')}
      width={680}
      okText={t('form.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={update.isPending}
      okButtonProps={{ disabled: edit.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
    >
      <Form<EditClientFormValues>
        form={form}
        name="edit-client"
        disabled={edit.loading}
        layout="vertical"
        initialValues={clientToEditValues(client)}
        onFinish={submit}
        scrollToFirstError
      >
        <StaleEditAlert edit={edit} />
        <Typography.Paragraph type="secondary">{t('form.editIntro')}</Typography.Paragraph>
        <ClientProfileFields />
        <Form.Item name="planStatus" label={t('fields.planStatus')}>
          <Select
            options={planStatuses.map((value) => ({ value, label: t(`planStatus.${value}`) }))}
          />
        </Form.Item>
        <FieldPair>
          <Form.Item name="lastPaymentDate" label={t('fields.lastPaymentDate')}>
            <DatePicker
              format={dateFormat}
              placeholder={t('form.datePlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="nextPaymentDue" label={t('fields.nextPaymentDue')}>
            <DatePicker
              format={dateFormat}
              placeholder={t('form.datePlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </FieldPair>
      </Form>
    </Modal>
  );
}
