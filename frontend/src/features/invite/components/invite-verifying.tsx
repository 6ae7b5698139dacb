import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function InviteVerifying() {
  const { t } = useTranslation('invite');
  return (
    <div className="invite-page__status" role="status">
      <Spin size="large" />
      <Typography.Text>{t('verifying')}</Typography.Text>
    </div>
  );
}
