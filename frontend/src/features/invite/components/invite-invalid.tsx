import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface InviteInvalidProps {
  /** Why: the server's message, "Invalid invite link" or "Failed to verify invite link". */
  readonly reason: string;
  readonly onGoHome: () => void;
}

export function InviteInvalid({ reason, onGoHome }: InviteInvalidProps) {
  const { t } = useTranslation('invite');
  return (
    <Result
      status="error"
      title={t('invalid.title')}
      subTitle={
        <>
          {reason}
          <br />
          {t('invalid.hint')}
        </>
      }
      extra={
        <Button type="primary" onClick={onGoHome}>
          {t('invalid.home')}
        </Button>
      }
    />
  );
}
