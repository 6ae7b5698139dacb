import type { Cemetery } from '@memorial-care/contracts/http';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCoordinates } from '../../../lib/geo-format';

export function CemeteryBasicInfo({ cemetery }: { cemetery: Cemetery }) {
  const { t } = useTranslation('cemeteries');
  const missing = <Typography.Text type="secondary">{t('card.notAvailable')}</Typography.Text>;
  const { latitude, longitude } = cemetery;
  const position =
    latitude === null || longitude === null ? (
      <Typography.Text type="secondary">{t('details.noPosition')}</Typography.Text>
    ) : (
      <Typography.Text copyable>{formatCoordinates({ latitude, longitude })}</Typography.Text>
    );
  return (
    <Descriptions
      title={t('details.basicInfo')}
      column={{ xs: 1, sm: 2 }}
      size="small"
      items={[
        { key: 'name', label: t('details.name'), children: cemetery.name },
        { key: 'city', label: t('details.city'), children: cemetery.city },
        { key: 'region', label: t('details.region'), children: cemetery.region },
        { key: 'country', label: t('details.country'), children: cemetery.country },
        { key: 'address', label: t('details.address'), children: cemetery.address ?? missing },
        { key: 'position', label: t('details.position'), children: position },
      ]}
    />
  );
}
