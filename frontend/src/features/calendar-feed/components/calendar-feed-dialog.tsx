import {
  CalendarOutlined,
  CopyOutlined,
  GoogleOutlined,
  LinkOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { CalendarFeed } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { getCalendarFeedQueryOptions } from '../api/get-calendar-feed';
import { googleCalendarLinkOf } from '../utils/calendar-links';

/** Whose visits the feed holds: the explanation differs. */
export type CalendarFeedRole = 'caretaker' | 'client';

export interface CalendarFeedDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The signed-in caretaker's or client's calendar feed: what it is, the secret address with
 * Copy, Add to Google Calendar and Open in calendar app, and Create address / Regenerate.
 */
export function CalendarFeedDialog({ open, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation('calendarFeed');
  const { data: user } = useCurrentUser();
  const role: CalendarFeedRole = user?.role === 'client' ? 'client' : 'caretaker';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('title')}
      width={640}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <CalendarFeedPanel role={role} />
    </Modal>
  );
}

/** The dialog's content, loading the current address. */
export function CalendarFeedPanel({ role }: { readonly role: CalendarFeedRole }) {
  const { t } = useTranslation('calendarFeed');
  const feed = useQuery(getCalendarFeedQueryOptions());
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t(`intro.${role}`)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('updates')}
      </Typography.Paragraph>
      {feed.isPending ? (
        <Spin aria-label={t('addressLabel')} />
      ) : feed.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void feed.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : (
        <FeedAddress feed={feed.data} />
      )}
    </Flex>
  );
}

function FeedAddress({ feed }: { readonly feed: CalendarFeed }) {
  const { t } = useTranslation('calendarFeed');
  const format = useFormat();
  const toast = useToast();
  const { modal } = App.useApp();
  const serverText = useServerErrorText();
  const create = useCreateCalendarFeed();

  const issue = async (successKey: 'toasts.created' | 'toasts.regenerated') => {
    try {
      await create.mutateAsync();
      toast.success(t(successKey));
    } catch (error) {
      toast.error(t('toasts.createFailed'), serverText.error(error));
    }
  };

  const confirmRegenerate = () =>
    modal.confirm({
      title: t('regenerateConfirm.title'),
      content: t('regenerateConfirm.content'),
      okText: t('regenerateConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('regenerateConfirm.cancel'),
      onOk: () => issue('toasts.regenerated'),
    });

  if (!feed.url || !feed.webcalUrl)
    return (
      <Flex vertical gap="small" align="flex-start">
        <Typography.Text>{t('noAddress')}</Typography.Text>
        <Button
          type="primary"
          icon={<CalendarOutlined aria-hidden />}
          loading={create.isPending}
          onClick={() => void issue('toasts.created')}
        >
          {t('actions.create')}
        </Button>
      </Flex>
    );

  const { url, webcalUrl } = feed;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('toasts.copied'));
    } catch {
      // No clipboard (insecure origin, permission denied): the address stays on screen to select.
      toast.error(t('toasts.copyFailed'));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('addressLabel')}</Typography.Text>
      <Space.Compact block>
        <Input
          readOnly
          value={url}
          aria-label={t('addressLabel')}
          onFocus={(e) => e.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('actions.copy')}
        </Button>
      </Space.Compact>
      {feed.issuedAt && (
        <Typography.Text type="secondary">
          {t('issuedAt', { date: format.dateTime(feed.issuedAt) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('secret')}</Typography.Text>
      <Flex wrap gap="small">
        <Button
          icon={<GoogleOutlined aria-hidden />}
          href={googleCalendarLinkOf(webcalUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('actions.addToGoogle')}
        </Button>
        <Button icon={<LinkOutlined aria-hidden />} href={webcalUrl}>
          {t('actions.openInApp')}
        </Button>
        <Button
          danger
          icon={<ReloadOutlined aria-hidden />}
          loading={create.isPending}
          onClick={confirmRegenerate}
        >
          {t('actions.regenerate')}
        </Button>
      </Flex>
    </Flex>
  );
}
