import { CloudUploadOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobThumbnail } from '../../../components/blob-thumbnail';
import type { UploadInFlight } from '../hooks/use-photo-uploads';

const thumbnailSize = 48;

/**
 * The photos still on the device, each with its thumbnail (from the kept image) and state:
 * finding the position, waiting to upload, 0–100 % sent then processing, or refused with the
 * server's reason and a Dismiss.
 */
export function UploadProgressList({ uploads }: { readonly uploads: readonly UploadInFlight[] }) {
  const { t } = useTranslation('photos');
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t('uploads.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {uploads.map((upload) => (
        <li key={upload.uid} style={{ marginBottom: 8 }}>
          <QueuedPhotoLine upload={upload} />
        </li>
      ))}
    </ul>
  );
}

function QueuedPhotoLine({ upload }: { readonly upload: UploadInFlight }) {
  const { t } = useTranslation('photos');
  const nameId = useId();

  return (
    <Flex gap={8} align="center">
      <BlobThumbnail blob={upload.file} size={thumbnailSize} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text id={nameId} ellipsis={{ tooltip: upload.name }} style={{ fontSize: 12 }}>
          {upload.name}
        </Typography.Text>
        {upload.state === 'sending' ? (
          <Progress
            percent={upload.percent}
            size="small"
            status="active"
            aria-label={upload.name}
            format={(percent) => (percent === 100 ? t('uploads.processing') : `${percent ?? 0}%`)}
          />
        ) : upload.state === 'refused' ? (
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('uploads.refused', { reason: upload.refusal })}
            </Typography.Text>
            <Button size="small" type="link" onClick={upload.dismiss} aria-describedby={nameId}>
              {t('uploads.dismiss')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {upload.state === 'locating' ? (
              <EnvironmentOutlined aria-hidden />
            ) : (
              <CloudUploadOutlined aria-hidden />
            )}{' '}
            {t(upload.state === 'locating' ? 'uploads.locating' : 'uploads.waiting')}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
