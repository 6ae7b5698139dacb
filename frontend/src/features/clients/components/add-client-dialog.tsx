import { graveFieldLimits, type Client } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Divider, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { getCemeteryOptionsQueryOptions } from '../api/get-clients';
import { useCreateClient, useCreateFirstGrave } from '../api/mutations';
import { useClientNotifications } from '../hooks/use-client-notifications';
import {
  addValuesToClientInput,
  addValuesToGraveInput,
  addClientFormFields,
  emptyAddClientValues,
  type AddClientFormValues,
} from '../utils/client-form-values';
import { ClientProfileFields } from './client-profile-fields';

export interface AddClientDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The new client (created even when its first grave failed). */
  readonly onCreated: (client: Client) => void;
}

/**
 * Add Client (spec part 2, §5): the profile, and optionally a first grave. The client is created
 * first, then the grave; a failed grave leaves the client created ('Failed to create grave').
 */
export function AddClientDialog({ open, onClose, onCreated }: AddClientDialogProps) {
  const { t } = useTranslation('clients');
  const [form] = Form.useForm<AddClientFormValues>();
  const includeGrave = Form.useWatch('includeGrave', form) ?? false;
  const createClient = useCreateClient();
  const createGrave = useCreateFirstGrave();
  const notify = useClientNotifications();
  const serverText = useServerErrorText();
  const cemeteries = useQuery({ ...getCemeteryOptionsQueryOptions(), enabled: open });

  // Each opening starts from an empty form.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: AddClientFormValues) => {
    let client: Client;
    try {
      client = await createClient.mutateAsync(addValuesToClientInput(values));
    } catch (error) {
      // A 400 names the fields it rejects, a 409 is the email: say so next to them.
      const { fields, unmatched } = serverFieldErrorsOf(
        error,
        addClientFormFields,
        'email',
        serverText,
      );
      if (fields.length > 0) form.setFields(fields);
      notify.failure('toasts.createFailed', error, unmatched);
      return;
    }
    const grave = addValuesToGraveInput(values, client.id);
    if (grave) {
      try {
        await createGrave.mutateAsync(grave);
        notify.success('toasts.addedWithGrave');
      } catch (error) {
        notify.failure('toasts.graveFailed', error);
      }
    } else {
      notify.success('toasts.added');
    }
    onCreated(client);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('form.addTitle')}
      width={680}
      okText={t('form.create')}
      cancelText={t('actions.cancel')}
      confirmLoading={createClient.isPending || createGrave.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
    >
      <Form<AddClientFormValues>
        form={form}
        name="add-client"
        layout="vertical"
        initialValues={emptyAddClientValues}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Typography.Paragraph type="secondary">{t('form.addIntro')}</Typography.Paragraph>
        <ClientProfileFields />
        <Divider style={{ margin: '8px 0 16px' }} />
        <Form.Item name="includeGrave" valuePropName="checked">
          <Checkbox>{t('form.includeGrave')}</Checkbox>
        </Form.Item>
        {includeGrave && (
          <>
            <FieldPair>
              <Form.Item
                name="deceasedName"
                label={t('form.deceasedName')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('validation.deceasedNameRequired'),
                  },
                ]}
              >
                <Input maxLength={graveFieldLimits.deceasedName} />
              </Form.Item>
              <Form.Item
                name="cemeteryId"
                label={t('form.cemetery')}
                rules={[{ required: true, message: t('validation.cemeteryRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('form.cemeteryPlaceholder')}
                  loading={cemeteries.isPending}
                  options={(cemeteries.data ?? []).map((c) => ({
                    value: c.id,
                    label: `${c.name}, ${c.city}`,
                  }))}
                />
              </Form.Item>
            </FieldPair>
            <FieldPair>
              <Form.Item
                name="graveNumber"
                label={t('form.graveNumber')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('validation.graveNumberRequired'),
                  },
                ]}
              >
                <Input maxLength={graveFieldLimits.graveNumber} />
              </Form.Item>
              <Form.Item name="graveLocation" label={t('form.graveLocation')}>
                <Input maxLength={graveFieldLimits.graveLocation} />
              </Form.Item>
            </FieldPair>
          </>
        )}
      </Form>
    </Modal>
  );
}
