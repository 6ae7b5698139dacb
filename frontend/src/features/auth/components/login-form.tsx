import { loginFieldLimits, type LoginRequest } from '@memorial-care/contracts/http';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';

export const loginFormName = 'login';
/** The email field's id (antd: `${formName}_${field}`), for focusing it from elsewhere. */
export const loginEmailFieldId = `${loginFormName}_email`;

interface LoginFormProps {
  readonly form: FormInstance<LoginRequest>;
}

/** Email and password (both required, email must be an email), then the spec's toasts. */
export function LoginForm({ form }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();

  return (
    <Form<LoginRequest>
      form={form}
      name={loginFormName}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => login.mutate({ email: values.email.trim(), password: values.password })}
    >
      <Form.Item
        name="email"
        label={t('form.email')}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[
          { required: true, whitespace: true, message: t('form.emailRequired') },
          { type: 'email', message: t('form.emailInvalid') },
        ]}
      >
        <Input
          type="email"
          autoComplete="username"
          placeholder={t('form.emailPlaceholder')}
          maxLength={loginFieldLimits.email}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('form.password')}
        rules={[{ required: true, message: t('form.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={loginFieldLimits.password} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('form.signIn')}
      </Button>
    </Form>
  );
}
