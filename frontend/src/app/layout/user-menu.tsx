import {
  ApiOutlined,
  BellOutlined,
  CalendarOutlined,
  DownOutlined,
  LogoutOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@memorial-care/contracts/http';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../features/auth/api/logout';
import { displayNameOf, initialsOf } from '../../features/auth/lib/user-display';
import { CalendarFeedDialog } from '../../features/calendar-feed/components/calendar-feed-dialog';
import { ReminderSettingsDialog } from '../../features/care-reminders/components/reminder-settings-dialog';
import { NotificationMailDialog } from '../../features/notifications/components/notification-mail-dialog';
import { palette } from '../theme';

interface UserMenuProps {
  readonly user: CurrentUser;
  /** Only the avatar (phones). */
  readonly compact: boolean;
}

/**
 * The signed-in user's real name with an avatar of initials; opens email, the API reference,
 * the outgoing mail and the office mailbox's authorization (admins only), the calendar feed (caretakers and clients), a family's
 * reminder and notification mails and Sign Out.
 */
export function UserMenu({ user, compact }: UserMenuProps) {
  const { t } = useTranslation('app');
  // The page's own namespace: it comes with the consoles, not with the landing page.
  const { t: apiReferenceT } = useTranslation('apiReference');
  const { t: mailDeliveriesT } = useTranslation('mailDeliveries');
  const { t: mailAuthorizationT } = useTranslation('mailAuthorization');
  const { t: calendarFeedT } = useTranslation('calendarFeed');
  const [calendarFeedOpen, setCalendarFeedOpen] = useState(false);
  const { t: remindersT } = useTranslation('careReminders');
  const [remindersOpen, setRemindersOpen] = useState(false);
  const { t: notificationsT } = useTranslation('notifications');
  const [notificationMailOpen, setNotificationMailOpen] = useState(false);
  const familyId = user.role === 'client' ? user.clientId : null;
  const hasCalendarFeed = user.role === 'caretaker' || user.role === 'client';
  const logout = useLogout();
  const navigate = useNavigate();
  const name = displayNameOf(user);

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'email', label: user.email, disabled: true },
            // Not in the spec's sidebar: admins reach the API reference and outgoing mail here.
            ...(user.role === 'admin'
              ? [
                  {
                    key: 'api-reference',
                    icon: <ApiOutlined />,
                    label: apiReferenceT('title'),
                    onClick: () => void navigate('/admin/api-reference'),
                  },
                  {
                    key: 'outgoing-mail',
                    icon: <SendOutlined />,
                    label: mailDeliveriesT('menuItem'),
                    onClick: () => void navigate('/admin/mail'),
                  },
                  {
                    key: 'mail-authorization',
                    icon: <SafetyCertificateOutlined />,
                    label: mailAuthorizationT('menuItem'),
                    onClick: () => void navigate('/admin/oauth-setup'),
                  },
                ]
              : []),
            ...(hasCalendarFeed
              ? [
                  {
                    key: 'calendar-feed',
                    icon: <CalendarOutlined />,
                    label: calendarFeedT('menuItem'),
                    onClick: () => setCalendarFeedOpen(true),
                  },
                ]
              : []),
            ...(familyId
              ? [
                  {
                    key: 'reminders',
                    icon: <BellOutlined />,
                    label: remindersT('menuItem'),
                    onClick: () => setRemindersOpen(true),
                  },
                  {
                    key: 'notification-mail',
                    icon: <MailOutlined />,
                    label: notificationsT('mail.menuItem'),
                    onClick: () => setNotificationMailOpen(true),
                  },
                ]
              : []),
            { type: 'divider' },
            {
              key: 'sign-out',
              icon: <LogoutOutlined />,
              label: t('nav.signOut'),
              onClick: () => logout.mutate(),
            },
          ],
        }}
      >
        <Button type="text" className="user-menu">
          {/* Named "Account: <name>", the shown name included (WCAG 2.5.3); initials unread. */}
          <span className="visually-hidden">{`${t('header.account')}: ${name}`}</span>
          <Avatar
            size={32}
            src={user.profileImageUrl ?? undefined}
            style={{ backgroundColor: palette.primaryDeep, color: palette.sidebarTextStrong }}
            aria-hidden
          >
            {initialsOf(user)}
          </Avatar>
          {!compact && (
            <span className="user-menu__name" aria-hidden>
              {name}
            </span>
          )}
          {!compact && <DownOutlined className="user-menu__caret" aria-hidden />}
        </Button>
      </Dropdown>
      {hasCalendarFeed && (
        <CalendarFeedDialog open={calendarFeedOpen} onClose={() => setCalendarFeedOpen(false)} />
      )}
      {familyId && (
        <ReminderSettingsDialog
          open={remindersOpen}
          clientId={familyId}
          onClose={() => setRemindersOpen(false)}
        />
      )}
      {familyId && (
        <NotificationMailDialog
          open={notificationMailOpen}
          clientId={familyId}
          onClose={() => setNotificationMailOpen(false)}
        />
      )}
    </>
  );
}
