import { KeyOutlined } from '@ant-design/icons';
import type { InviteLookup } from '@memorial-care/contracts/http';
import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Credentials = NonNullable<InviteLookup['tempCredentials']>;

/** The temporary username and password of an account created without one: read-only. */
export function TemporaryCredentials({ credentials }: { readonly credentials: Credentials }) {
  const { t } = useTranslation('invite');
  return (
    <Card
      size="small"
      title={
        <>
          <KeyOutlined aria-hidden /> {t('tempCredentials.title')}
        </>
      }
      styles={{ body: { paddingBottom: 4 } }}
    >
      <Typography.Paragraph type="secondary">{t('tempCredentials.hint')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('tempCredentials.username')} htmlFor="invite-temp-username">
          <Input id="invite-temp-username" readOnly value={credentials.username} />
        </Form.Item>
        <Form.Item label={t('tempCredentials.password')} htmlFor="invite-temp-password">
          <Input.Password id="invite-temp-password" readOnly value={credentials.password} />
        </Form.Item>
      </Form>
    </Card>
  );
}
