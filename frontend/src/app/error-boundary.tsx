import { Button, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly error: Error | null;
}

/** Shows a calm message instead of a blank page when rendering fails. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RenderFailure /> : this.props.children;
  }
}

// Plain markup rather than antd Result: this boundary wraps the landing page too, and Result
// carries illustrations the landing chunk does not need.
function RenderFailure() {
  const { t } = useTranslation('app');
  return (
    <div
      role="alert"
      style={{ maxWidth: 480, margin: '64px auto', padding: 24, textAlign: 'center' }}
    >
      <Typography.Title level={3}>{t('errors.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('errors.description')}</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
