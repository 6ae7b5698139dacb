import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadInFlight } from '../hooks/use-photo-uploads';

/** The files on their way, each with its progress: waiting, 0–100 % sent, then processing. */
export function UploadProgressList({ uploads }: { readonly uploads: readonly UploadInFlight[] }) {
  const { t } = useTranslation('photos');
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t('uploads.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {uploads.map((upload) => (
        <li key={upload.uid}>
          <Flex vertical>
            <Typography.Text ellipsis={{ tooltip: upload.name }} style={{ fontSize: 12 }}>
              {upload.name}
            </Typography.Text>
            <Progress
              percent={upload.percent}
              size="small"
              status={upload.started ? 'active' : 'normal'}
              aria-label={upload.name}
              format={(percent) =>
                !upload.started
                  ? t('uploads.waiting')
                  : percent === 100
                    ? t('uploads.processing')
                    : `${percent ?? 0}%`
              }
            />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
