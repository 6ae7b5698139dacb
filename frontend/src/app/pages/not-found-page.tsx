import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Any path the signed-in user's role does not have. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{t('notFound.title')}</h1>
      }
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
