import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every problem of the last submit, together under 'N Error(s) Found' (spec §5). */
export function ErrorSummary({ messages }: { readonly messages: readonly string[] }) {
  const { t } = useTranslation('serviceRequestForm');
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('summary.title', { count: messages.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      }
    />
  );
}
