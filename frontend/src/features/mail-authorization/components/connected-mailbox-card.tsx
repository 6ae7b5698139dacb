import { DisconnectOutlined, MailOutlined } from '@ant-design/icons';
import type { ConnectedMailbox } from '@memorial-care/contracts/http';
import { Alert, App, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useDisconnectMailbox } from '../api/disconnect-mailbox';

/** The connected office mailbox: whose it is, since when, its token (masked), and Disconnect. */
export function ConnectedMailboxCard({ mailbox }: { readonly mailbox: ConnectedMailbox | null }) {
  const { t } = useTranslation('mailAuthorization');
  const format = useFormat();
  const toast = useToast();
  const { modal } = App.useApp();
  const serverText = useServerErrorText();
  const disconnect = useDisconnectMailbox();

  const confirmDisconnect = () =>
    modal.confirm({
      title: t('disconnectConfirm.title'),
      content: t('disconnectConfirm.content'),
      okText: t('disconnectConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('disconnectConfirm.cancel'),
      onOk: async () => {
        try {
          const { disconnected, revokedAtProvider } = await disconnect.mutateAsync();
          if (disconnected && !revokedAtProvider) toast.warning(t('toasts.disconnectedNotRevoked'));
          else toast.success(t('toasts.disconnected'));
        } catch (error) {
          toast.error(t('toasts.disconnectFailed'), serverText.error(error));
        }
      },
    });

  const fromEnvironment = mailbox?.source === 'environment';
  return (
    <Card
      title={
        <Flex gap="small" align="center">
          <MailOutlined aria-hidden />
          {t('mailbox.title')}
        </Flex>
      }
      extra={
        mailbox &&
        !fromEnvironment && (
          <Button
            danger
            icon={<DisconnectOutlined aria-hidden />}
            loading={disconnect.isPending}
            onClick={confirmDisconnect}
          >
            {t('mailbox.disconnect')}
          </Button>
        )
      }
    >
      {!mailbox ? (
        <Typography.Text type="secondary">{t('mailbox.none')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'account',
                label: t('mailbox.account'),
                children: (
                  <Flex gap="small" wrap>
                    <Typography.Text strong data-testid="connected-mailbox-account">
                      {mailbox.account}
                    </Typography.Text>
                    {fromEnvironment && <Tag color="blue">{t('mailbox.environment')}</Tag>}
                  </Flex>
                ),
              },
              ...(mailbox.connectedAt
                ? [
                    {
                      key: 'connectedAt',
                      label: t('mailbox.connectedAt'),
                      children: format.dateTime(mailbox.connectedAt),
                    },
                  ]
                : []),
              {
                key: 'token',
                label: t('mailbox.token'),
                children: t('mailbox.tokenStored', { hint: mailbox.tokenHint }),
              },
            ]}
          />
          {fromEnvironment && <Alert type="info" showIcon title={t('mailbox.environmentHint')} />}
          {!mailbox.matchesConfiguration && (
            <Alert type="warning" showIcon title={t('mailbox.stale')} />
          )}
          {mailbox.lastRefreshError && mailbox.lastRefreshErrorAt && (
            <Alert
              type="error"
              showIcon
              title={t('mailbox.refreshFailed', {
                date: format.dateTime(mailbox.lastRefreshErrorAt),
                reason: mailbox.lastRefreshError,
              })}
              description={t('mailbox.refreshFailedHint')}
            />
          )}
        </Flex>
      )}
    </Card>
  );
}
