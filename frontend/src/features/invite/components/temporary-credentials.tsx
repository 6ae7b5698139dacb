import type { InviteLookup } from '@memorial-care/contracts/http';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

type Credentials = NonNullable<InviteLookup['tempCredentials']>;

/** The temporary username and password of an account created without one: read-only. */
export function TemporaryCredentials({ credentials }: { readonly credentials: Credentials }) {
  const { t } = useTranslation('invite');
  return (
    <Alert
      type="info"
      showIcon
      title={t('tempCredentials.title')}
      description={
        <>
          <p style={{ marginTop: 0 }}>{t('tempCredentials.hint')}</p>
          <Form layout="vertical" component="div">
            <Form.Item label={t('tempCredentials.username')} htmlFor="invite-temp-username">
              <Input id="invite-temp-username" readOnly value={credentials.username} />
            </Form.Item>
            <Form.Item
              label={t('tempCredentials.password')}
              htmlFor="invite-temp-password"
              style={{ marginBottom: 0 }}
            >
              <Input.Password id="invite-temp-password" readOnly value={credentials.password} />
            </Form.Item>
          </Form>
        </>
      }
    />
  );
}
