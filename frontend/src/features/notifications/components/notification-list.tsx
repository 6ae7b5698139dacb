import type { Notification } from '@memorial-care/contracts/http';
import { Badge, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/languages';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { timeAgo } from '../time-ago';

interface NotificationListProps {
  readonly items: readonly Notification[];
  readonly onOpen: (notification: Notification) => void;
}

/** The bell's items, newest first: the text in the reader's language, when, and unread dots. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const locale = intlLocale[useLanguage()];
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  }
  return (
    <List
      className="notification-list"
      size="small"
      dataSource={[...items]}
      rowKey="id"
      renderItem={(item) => (
        <List.Item
          className="notification-list__item"
          data-testid="notification-item"
          onClick={() => onOpen(item)}
          style={{ cursor: 'pointer' }}
        >
          <List.Item.Meta
            avatar={
              item.read ? (
                <Badge status="default" />
              ) : (
                <Badge status="processing" aria-label={t('unread')} />
              )
            }
            title={
              <Typography.Text strong={!item.read}>
                {t(`kinds.${item.kind}`, {
                  name: item.params.name ?? '',
                  number: item.params.number ?? '',
                  recipient: item.params.recipient ?? '',
                })}
              </Typography.Text>
            }
            description={
              <>
                {item.params.date && (
                  <div>
                    {t(item.kind === 'invoice_overdue' ? 'dueDay' : 'visitDay', {
                      date: format.date(item.params.date),
                    })}
                  </div>
                )}
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt, locale)}</time>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
