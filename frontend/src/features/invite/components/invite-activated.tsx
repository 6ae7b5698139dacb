import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown for the two seconds before the page leaves for the sign-in (landing) page. */
export function InviteActivated({ onGoHome }: { readonly onGoHome: () => void }) {
  const { t } = useTranslation('invite');
  return (
    <Result
      status="success"
      title={t('done.title')}
      subTitle={
        <span role="status">
          {t('done.description')}
          <br />
          {t('done.redirecting')}
        </span>
      }
      extra={
        <Button type="primary" onClick={onGoHome}>
          {t('done.signIn')}
        </Button>
      }
    />
  );
}
