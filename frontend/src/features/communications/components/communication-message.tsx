import {
  InstagramOutlined,
  MailOutlined,
  MessageOutlined,
  PaperClipOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { Communication } from '@memorial-care/contracts/http';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../../lib/config';
import { useFormat } from '../../../lib/use-format';
import {
  automaticMailKey,
  canReply,
  communicationStatusColor,
  communicationTypeKey,
  fileSizeText,
  isKnownCommunicationStatus,
} from '../utils/display';
import './communications.css';

const typeIcon = {
  email: <MailOutlined aria-hidden />,
  instagram: <InstagramOutlined aria-hidden />,
  other: <MessageOutlined aria-hidden />,
};

export interface CommunicationMessageProps {
  readonly message: Communication;
  readonly onReply: (message: Communication) => void;
}

/**
 * One message: inbound on the left in purple, outbound on the right in cyan. Subject and text
 * are rendered as text (never as HTML), the text with its line breaks.
 */
export function CommunicationMessage({ message, onReply }: CommunicationMessageProps) {
  const { t } = useTranslation('communications');
  const format = useFormat();
  const typeKey = communicationTypeKey(message.type);
  const automatic = automaticMailKey(message.source);
  const times = [
    { key: 'created', at: message.createdAt },
    { key: 'sent', at: message.sentAt },
    { key: 'delivered', at: message.deliveredAt },
    { key: 'read', at: message.readAt },
  ] as const;

  return (
    <article
      className={`communication communication--${message.direction}`}
      aria-label={message.subject ?? t(`type.${typeKey}`)}
    >
      <Flex vertical gap={4}>
        <Flex gap="small" wrap align="center">
          <Tag color={message.direction === 'inbound' ? 'purple' : 'cyan'}>
            {t(`direction.${message.direction}`)}
          </Tag>
          <Tag icon={typeIcon[typeKey]}>{t(`type.${typeKey}`)}</Tag>
          <Tag color={communicationStatusColor(message.status)}>
            {isKnownCommunicationStatus(message.status)
              ? t(`status.${message.status}`)
              : message.status}
          </Tag>
          {automatic && <Tag>{t(`automatic.${automatic}`)}</Tag>}
        </Flex>
        {message.subject && <Typography.Text strong>{message.subject}</Typography.Text>}
        <Typography.Text type="secondary" className="communication__addresses">
          {message.from ? t('from', { address: message.from }) : null}
          {message.from && message.to.length > 0 ? ' · ' : null}
          {message.to.length > 0 ? t('to', { addresses: message.to.join(', ') }) : null}
        </Typography.Text>
        {message.content && (
          <Typography.Paragraph className="communication__text">
            {message.content}
          </Typography.Paragraph>
        )}
        {message.attachments.length > 0 && (
          <Flex vertical gap={2} aria-label={t('attachments')} role="list">
            {message.attachments.map((file) => (
              <span role="listitem" key={file.attachmentId}>
                <PaperClipOutlined aria-hidden />{' '}
                <Typography.Link
                  href={`${config.apiBaseUrl}/api/communications/attachments/${encodeURIComponent(file.attachmentId)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {file.fileName}
                </Typography.Link>{' '}
                <Typography.Text type="secondary">({fileSizeText(file.sizeBytes)})</Typography.Text>
              </span>
            ))}
          </Flex>
        )}
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text type="secondary" className="communication__times">
            {times
              .filter(({ at }) => at !== null)
              .map(({ key, at }) => `${t(key)}: ${format.dateTime(at ?? '')}`)
              .join(' · ')}
          </Typography.Text>
          {canReply(message) && (
            <Button
              size="small"
              icon={<RollbackOutlined aria-hidden />}
              onClick={() => onReply(message)}
            >
              {t('actions.reply')}
            </Button>
          )}
        </Flex>
      </Flex>
    </article>
  );
}
