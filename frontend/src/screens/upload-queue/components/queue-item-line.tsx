import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobThumbnail } from '../../../components/blob-thumbnail';
import type { QueueItem, QueueItemState } from '../../../lib/upload-queue/queue-items';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';

const thumbnailSize = 40;

/** One item kept on the phone: what it is, for which request, and where it stands. */
export function QueueItemLine({
  item,
  state,
  percent,
  onDismiss,
}: {
  readonly item: QueueItem;
  readonly state: QueueItemState;
  readonly percent: number;
  readonly onDismiss: () => void;
}) {
  const { t } = useTranslation('uploadQueue');
  const format = useFormat();
  const serverText = useServerErrorText();
  const nameId = useId();
  const kind = item.kind === 'photo' ? item.photoType : item.action;
  const stateText =
    state === 'refused' && item.refusal
      ? t('states.refused', {
          reason: serverText.coded(item.refusal.code ?? undefined, item.refusal.message),
        })
      : state === 'sending'
        ? t('states.sending', { percent })
        : t(`states.${state === 'locating' ? 'locating' : 'waiting'}`);

  return (
    <Flex gap={8} align="center">
      {item.kind === 'photo' && <BlobThumbnail blob={item.file} size={thumbnailSize} />}
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong id={nameId}>
          {t(`kinds.${kind}`)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('request', {
            number: requestNumberOf(item.serviceRequestId),
            time: format.dateTime(item.createdAt),
          })}
        </Typography.Text>
        <Typography.Text type={state === 'refused' ? 'danger' : undefined} style={{ fontSize: 12 }}>
          {stateText}
        </Typography.Text>
      </Flex>
      {state === 'refused' && (
        <Button size="small" onClick={onDismiss} aria-describedby={nameId}>
          {t('dismiss')}
        </Button>
      )}
    </Flex>
  );
}
