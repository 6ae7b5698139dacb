import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, Grid, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLocationConsent, useLocationConsent } from '../../../lib/upload-queue/device-location';
import { queueCountsOf, stateOf } from '../../../lib/upload-queue/queue-rules';
import { useUploadQueue } from '../../../lib/upload-queue/use-upload-queue';
import { useUploadQueueDriver } from '../hooks/use-upload-queue-driver';
import { QueueItemLine } from './queue-item-line';

/**
 * The caretaker's Uploads button, on every caretaker screen: how many photos and task moves wait
 * on the phone and how many the server refused ("Uploads · 2 waiting"). It opens the list, with
 * a Dismiss for each refusal, and the "Share my location with photos" setting. Mounting it sends
 * the queue (now, and whenever the connection returns).
 */
export function UploadQueuePanel() {
  useUploadQueueDriver();
  const { t } = useTranslation('uploadQueue');
  const screens = Grid.useBreakpoint();
  const { items, sendingId, percent, runner } = useUploadQueue();
  const [open, setOpen] = useState(false);
  const consent = useLocationConsent();
  const locationId = useId();
  const counts = queueCountsOf(items);
  const label = [
    t('button'),
    ...(counts.waiting > 0 ? [t('waitingCount', { count: counts.waiting })] : []),
    ...(counts.refused > 0 ? [t('refusedCount', { count: counts.refused })] : []),
  ].join(' · ');

  return (
    <>
      <Flex justify="flex-end">
        <Button
          size="small"
          icon={<CloudUploadOutlined aria-hidden />}
          danger={counts.refused > 0}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      </Flex>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        size={screens.md ? 420 : '100%'}
        closable={{ 'aria-label': t('close') }}
      >
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
          {items.length === 0 ? (
            <Typography.Text>{t('empty')}</Typography.Text>
          ) : (
            <ul
              aria-label={t('listLabel')}
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <QueueItemLine
                    item={item}
                    state={stateOf(item, sendingId)}
                    percent={item.id === sendingId ? percent : 0}
                    onDismiss={() => void runner?.dismiss(item.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Divider style={{ margin: 0 }} />
          <Flex gap="small" align="flex-start">
            <Switch
              id={locationId}
              checked={consent === 'allowed'}
              onChange={(checked) => saveLocationConsent(checked ? 'allowed' : 'declined')}
            />
            <Flex vertical>
              <label htmlFor={locationId}>{t('location.label')}</label>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('location.hint')}
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      </Drawer>
    </>
  );
}
