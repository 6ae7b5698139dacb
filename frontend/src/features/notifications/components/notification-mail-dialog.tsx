import {
  clientNotificationKinds,
  type ClientNotificationKind,
} from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import {
  notificationMailSettingsQueryOptions,
  useSaveNotificationMailSettings,
} from '../api/notification-mail-settings';

export interface NotificationMailDialogProps {
  readonly open: boolean;
  /** The signed-in family's client record. */
  readonly clientId: string;
  readonly onClose: () => void;
}

/** The family's choice of notifications that also come by mail. */
export function NotificationMailDialog({ open, clientId, onClose }: NotificationMailDialogProps) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const serverText = useServerErrorText();
  const settings = useQuery({ ...notificationMailSettingsQueryOptions(clientId), enabled: open });
  const save = useSaveNotificationMailSettings(clientId);
  const [edited, setEdited] = useState<ClientNotificationKind[] | null>(null);
  const kinds = edited ?? settings.data?.kinds ?? [];
  const close = () => {
    setEdited(null);
    onClose();
  };
  const submit = () =>
    save.mutate(
      { kinds },
      {
        onSuccess: () => {
          toast.success(t('toasts.mailSaved'));
          close();
        },
        onError: (error) => toast.error(t('toasts.mailSaveFailed'), serverText.error(error)),
      },
    );

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('mail.title')}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('mail.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={!settings.data}
          onClick={submit}
        >
          {t('mail.save')}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('mail.intro')}</Typography.Paragraph>
        {settings.isPending ? (
          <Spin aria-label={t('mail.title')} />
        ) : settings.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('mail.loadFailed')}
            action={
              <Button size="small" onClick={() => void settings.refetch()}>
                {t('mail.retry')}
              </Button>
            }
          />
        ) : (
          <Checkbox.Group<ClientNotificationKind>
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            value={kinds}
            onChange={setEdited}
            options={clientNotificationKinds.map((kind) => ({
              value: kind,
              label: t(`mail.kinds.${kind}`),
            }))}
          />
        )}
      </Flex>
    </Modal>
  );
}
