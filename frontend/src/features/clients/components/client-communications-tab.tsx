import {
  InstagramOutlined,
  MailOutlined,
  MessageOutlined,
  SendOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { Client, Communication } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getClientCommunicationsQueryOptions } from '../api/get-clients';
import {
  communicationStatusColor,
  communicationTypeKey,
  isKnownCommunicationStatus,
} from '../utils/display';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

const typeIcon = {
  email: <MailOutlined aria-hidden />,
  instagram: <InstagramOutlined aria-hidden />,
  other: <MessageOutlined aria-hidden />,
};

function CommunicationItem({ item }: { readonly item: Communication }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  const typeKey = communicationTypeKey(item.type);
  const times = [
    { key: 'created', at: item.createdAt },
    { key: 'sent', at: item.sentAt },
    { key: 'delivered', at: item.deliveredAt },
    { key: 'read', at: item.readAt },
  ] as const;

  return (
    <Card
      size="small"
      role="article"
      aria-label={item.subject ?? t(`communications.type.${typeKey}`)}
    >
      <Flex vertical gap={4}>
        <Flex gap="small" wrap align="center">
          <Tag color={item.direction === 'inbound' ? 'purple' : 'cyan'}>
            {t(`communications.direction.${item.direction}`)}
          </Tag>
          <Tag icon={typeIcon[typeKey]}>{t(`communications.type.${typeKey}`)}</Tag>
          <Tag color={communicationStatusColor(item.status)}>
            {isKnownCommunicationStatus(item.status)
              ? t(`communications.status.${item.status}`)
              : item.status}
          </Tag>
        </Flex>
        {item.subject && <Typography.Text strong>{item.subject}</Typography.Text>}
        {item.content && (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {item.content}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {times
            .filter(({ at }) => at !== null)
            .map(({ key, at }) => `${t(`communications.${key}`)}: ${format.dateTime(at ?? '')}`)
            .join(' · ')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/**
 * The messages exchanged with the client, newest first (today: the invite mails the system
 * sent). Sending and syncing from here come in a later step; their buttons say so.
 */
export function ClientCommunicationsTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const communications = useQuery(getClientCommunicationsQueryOptions(client.id));
  const later = t('actions.notYetAvailable');
  const soon = (label: string, icon: React.ReactNode, primary = false) => (
    <Tooltip title={later}>
      <Button icon={icon} disabled type={primary ? 'primary' : 'default'}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap justify="flex-end">
        {soon(t('actions.syncEmail'), <SyncOutlined aria-hidden />)}
        {soon(t('actions.syncInstagram'), <InstagramOutlined aria-hidden />)}
        {soon(t('actions.newMessage'), <SendOutlined aria-hidden />, true)}
      </Flex>
      {communications.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : communications.isError ? (
        <LoadFailedAlert
          title={t('communications.loadFailed')}
          retryLabel={t('actions.retry')}
          query={communications}
        />
      ) : communications.data.length === 0 ? (
        <Empty description={t('communications.empty')}>
          {soon(t('actions.sendMessage'), <SendOutlined aria-hidden />, true)}
        </Empty>
      ) : (
        <section aria-label={t('communications.label', { name: client.name })}>
          <Flex vertical gap="small">
            {communications.data.map((item) => (
              <CommunicationItem key={item.id} item={item} />
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
