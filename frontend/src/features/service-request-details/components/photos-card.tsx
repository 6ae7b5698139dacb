import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Card 'Before & After Photos'. Photos (and their upload and delete controls) come with a later
 * change; until then the card shows the spec's empty state and offers no controls.
 */
export function PhotosCard() {
  const { t } = useTranslation('serviceRequestDetails');
  return (
    <Card title={t('photos.title')} size="small">
      <Typography.Text type="secondary">{t('photos.empty')}</Typography.Text>
    </Card>
  );
}
