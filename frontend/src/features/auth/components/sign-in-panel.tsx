import type { LoginRequest } from '@memorial-care/contracts/http';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/get-public-config';
import { DemoAccounts } from './demo-accounts';
import { LoginForm } from './login-form';
import './sign-in-panel.css';

/** The sign-in card and, under it, the demo accounts (which fill the form when chosen). */
export function SignInPanel() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginRequest>();
  // Without the public config the form still works; the demo list just stays hidden.
  const publicConfig = usePublicConfig();

  return (
    <div className="sign-in-panel">
      {/* Plain markup, not antd Card: Card pulls Tabs and Skeleton into the landing chunk. */}
      <div className="sign-in-panel__card">
        <Typography.Title level={2} className="sign-in-panel__title">
          {t('signIn.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('signIn.subtitle')}</Typography.Paragraph>
        <LoginForm form={form} />
      </div>
      <DemoAccounts
        accounts={publicConfig.data?.demoAccounts ?? []}
        onUse={({ email, password }) => {
          form.setFieldsValue({ email, password });
          void form.validateFields();
        }}
      />
    </div>
  );
}
