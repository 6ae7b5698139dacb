import { reminderDaysBeforeLimits } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, InputNumber, Modal, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { getOwnClientQueryOptions, useSaveReminderSettings } from '../api/reminder-settings';

export interface ReminderSettingsDialogProps {
  readonly open: boolean;
  /** The signed-in family's client record. */
  readonly clientId: string;
  readonly onClose: () => void;
}

interface ReminderFormValues {
  enabled: boolean;
  daysBefore: number;
}

const formId = 'reminder-settings-form';
const { max } = reminderDaysBeforeLimits;

/** The family's own reminder mails: on or off, and how many days before each chosen day. */
export function ReminderSettingsDialog({ open, clientId, onClose }: ReminderSettingsDialogProps) {
  const { t } = useTranslation('careReminders');
  const client = useQuery({ ...getOwnClientQueryOptions(clientId), enabled: open });
  const save = useSaveReminderSettings();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('title')}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={formId}
          loading={save.isPending}
          disabled={!client.data}
        >
          {t('actions.save')}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
        {client.isPending ? (
          <Spin aria-label={t('title')} />
        ) : client.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            action={
              <Button size="small" onClick={() => void client.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          />
        ) : (
          <ReminderForm client={client.data} onSaved={onClose} save={save} />
        )}
      </Flex>
    </Modal>
  );
}

function ReminderForm({
  client,
  onSaved,
  save,
}: {
  readonly client: Client;
  readonly onSaved: () => void;
  readonly save: ReturnType<typeof useSaveReminderSettings>;
}) {
  const { t } = useTranslation('careReminders');
  const toast = useToast();
  const serverText = useServerErrorText();
  const [form] = Form.useForm<ReminderFormValues>();
  const enabled = Form.useWatch('enabled', form) ?? client.reminderDaysBefore > 0;

  const submit = async ({ enabled: on, daysBefore }: ReminderFormValues) => {
    try {
      await save.mutateAsync({
        clientId: client.id,
        settings: { reminderDaysBefore: on ? daysBefore : 0 },
      });
      toast.success(on ? t('toasts.saved') : t('toasts.turnedOff'));
      onSaved();
    } catch (error) {
      toast.error(t('toasts.saveFailed'), serverText.error(error));
    }
  };

  return (
    <Form<ReminderFormValues>
      id={formId}
      form={form}
      layout="vertical"
      initialValues={{
        enabled: client.reminderDaysBefore > 0,
        daysBefore: client.reminderDaysBefore || reminderDaysBeforeLimits.default,
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="daysBefore"
        label={t('daysBefore')}
        extra={t('daysHint', { max })}
        rules={[
          { required: enabled, type: 'integer', min: 1, max, message: t('invalidDays', { max }) },
        ]}
      >
        <InputNumber min={1} max={max} precision={0} disabled={!enabled} style={{ width: 160 }} />
      </Form.Item>
    </Form>
  );
}
