import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Fill the whole window (a console chunk loading) rather than the content area. */
  readonly fullScreen?: boolean;
}

export function PageLoader({ fullScreen }: PageLoaderProps) {
  const { t } = useTranslation('app');
  return (
    <div
      role="status"
      aria-label={t('errors.loading')}
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
