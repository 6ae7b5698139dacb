import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Fill the whole window (a console chunk loading) rather than the content area. */
  readonly fullScreen?: boolean;
  /** What is being loaded, shown under the spinner (e.g. "Verifying your invite..."). */
  readonly text?: string;
}

export function PageLoader({ fullScreen, text }: PageLoaderProps) {
  const { t } = useTranslation('app');
  return (
    <div
      role="status"
      aria-label={text ?? t('errors.loading')}
      style={{
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 16,
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
      {text && <Typography.Text>{text}</Typography.Text>}
    </div>
  );
}
