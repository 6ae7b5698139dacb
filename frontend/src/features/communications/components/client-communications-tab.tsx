import { SendOutlined } from '@ant-design/icons';
import type { Client, Communication } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getClientCommunicationsQueryOptions } from '../api/get-client-communications';
import { threadsOf, type Thread } from '../utils/threads';
import { CommunicationMessage } from './communication-message';
import { MessageDialog } from './message-dialog';
import { SyncButtons } from './sync-buttons';

// The dialog stays mounted while it animates closed; `replyTo` null is a new message.
interface DialogState {
  readonly open: boolean;
  readonly replyTo: Communication | null;
}

function ThreadCard({
  thread,
  onReply,
}: {
  readonly thread: Thread;
  readonly onReply: (message: Communication) => void;
}) {
  const { t } = useTranslation('communications');
  const subject = thread.subject ?? t('thread.noSubject');
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('thread.label', { subject })}
      title={<Typography.Text ellipsis>{subject}</Typography.Text>}
      extra={
        <Typography.Text type="secondary">
          {t('thread.messages', { count: thread.messages.length })}
        </Typography.Text>
      }
    >
      <Flex vertical gap="small">
        {thread.messages.map((message) => (
          <CommunicationMessage key={message.id} message={message} onReply={onReply} />
        ))}
      </Flex>
    </Card>
  );
}

/**
 * The client's conversations (the Clients screen's Communications tab): each thread in time
 * order, the one that moved last first; New Message and Reply write to the client, Sync Email
 * and Sync Instagram fetch what came in.
 */
export function ClientCommunicationsTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('communications');
  const communications = useQuery(getClientCommunicationsQueryOptions(client.id));
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const write = (replyTo: Communication | null = null) => setDialog({ open: true, replyTo });
  const newMessageButton = (label: string) => (
    <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => write()}>
      {label}
    </Button>
  );

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap justify="flex-end" align="center">
        <SyncButtons client={client} />
        {newMessageButton(t('actions.newMessage'))}
      </Flex>
      {communications.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : communications.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          retryLabel={t('actions.retry')}
          query={communications}
        />
      ) : communications.data.length === 0 ? (
        <Empty description={t('empty')}>{newMessageButton(t('actions.sendMessage'))}</Empty>
      ) : (
        <section aria-label={t('label', { name: client.name })}>
          <Flex vertical gap="middle">
            {threadsOf(communications.data).map((thread) => (
              <ThreadCard key={thread.key} thread={thread} onReply={write} />
            ))}
          </Flex>
        </section>
      )}
      {dialog && (
        <MessageDialog
          // A new form for each message answered; Cancel keeps what was typed for the same one.
          key={dialog.replyTo?.id ?? 'new'}
          client={client}
          replyTo={dialog.replyTo}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
        />
      )}
    </Flex>
  );
}
