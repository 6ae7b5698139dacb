import { InstagramOutlined, SyncOutlined } from '@ant-design/icons';
import type { Client } from '@memorial-care/contracts/http';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useSyncEmail } from '../api/sync-email';
import { useSyncInstagram } from '../api/sync-instagram';

/**
 * Sync Email reads the office mailbox now; Sync Instagram asks for the Instagram messages. A
 * refusal (no mailbox connected, Instagram not connected) shows the server's explanation.
 */
export function SyncButtons({ client }: { readonly client: Pick<Client, 'instagram'> }) {
  const { t } = useTranslation('communications');
  const toast = useToast();
  const serverText = useServerErrorText();
  const syncEmail = useSyncEmail();
  const syncInstagram = useSyncInstagram();
  const explain = (error: unknown) => serverText.error(error, undefined, { listFields: false });

  const onSyncEmail = () =>
    syncEmail.mutate(undefined, {
      onSuccess: (result) =>
        result.status === 'synced'
          ? toast.success(t('toasts.emailSynced', { count: result.recorded }))
          : toast.info(t('toasts.emailSyncRunning')),
      onError: (error) => toast.error(t('toasts.emailSyncFailed'), explain(error)),
    });
  const onSyncInstagram = () =>
    syncInstagram.mutate(undefined, {
      onSuccess: () => toast.success(t('toasts.instagramSynced')),
      onError: (error) => toast.error(t('toasts.instagramSyncFailed'), explain(error)),
    });

  return (
    <Flex gap="small" wrap align="center">
      <Typography.Text type="secondary">
        {client.instagram
          ? t('instagram.handle', { handle: client.instagram })
          : t('instagram.none')}
      </Typography.Text>
      <Button
        icon={<SyncOutlined aria-hidden />}
        loading={syncEmail.isPending}
        onClick={onSyncEmail}
      >
        {t('actions.syncEmail')}
      </Button>
      <Button
        icon={<InstagramOutlined aria-hidden />}
        loading={syncInstagram.isPending}
        onClick={onSyncInstagram}
      >
        {t('actions.syncInstagram')}
      </Button>
    </Flex>
  );
}
