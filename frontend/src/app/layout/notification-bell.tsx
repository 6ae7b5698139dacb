import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  notificationsQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../features/notifications/api/notifications';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { notificationLink } from '../../features/notifications/notification-links';
import { useToast } from '../../lib/toast';
import { useServerErrorText } from '../../lib/use-server-error-text';

/** The header's bell: the signed-in user's unread count, and their newest notifications. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const toast = useToast();
  const serverText = useServerErrorText();
  const [open, setOpen] = useState(false);
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  const openNotification = (notification: Notification) => {
    setOpen(false);
    if (!notification.read) {
      markRead.mutate(notification.id, {
        onError: (error) => toast.error(t('toasts.markFailed'), serverText.error(error)),
      });
    }
    void navigate(notificationLink(notification));
  };
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t('toasts.allRead')),
      onError: (error) => toast.error(t('toasts.markFailed'), serverText.error(error)),
    });

  const content = notifications.isError ? (
    <Alert type="error" showIcon title={t('loadFailed')} />
  ) : (
    <NotificationList items={notifications.data?.items ?? []} onOpen={openNotification} />
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text strong>{t('title')}</Typography.Text>
          <Button
            type="link"
            size="small"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={readAll}
          >
            {t('markAllRead')}
          </Button>
        </Space>
      }
      content={<div style={{ width: 340, maxHeight: 420, overflowY: 'auto' }}>{content}</div>}
    >
      <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? t('unreadCount', { count: unread }) : t('title')}
        />
      </Badge>
    </Popover>
  );
}
