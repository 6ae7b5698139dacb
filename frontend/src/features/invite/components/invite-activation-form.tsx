import { LockOutlined } from '@ant-design/icons';
import { inviteActivationFieldLimits, type InviteActivation } from '@memorial-care/contracts/http';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmationProblem, passwordProblem } from '../lib/activation-validation';

interface InviteActivationFormProps {
  readonly activating: boolean;
  readonly onActivate: (values: InviteActivation) => void;
}

/** Choose Your Password / Confirm Password / Activate My Account. */
export function InviteActivationForm({ activating, onActivate }: InviteActivationFormProps) {
  const { t } = useTranslation('invite');
  const [form] = Form.useForm<InviteActivation>();

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={activating}
      onFinish={onActivate}
    >
      <Form.Item
        name="password"
        label={t('form.password')}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              passwordProblem(value)
                ? Promise.reject(new Error(t('form.tooShort')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder={t('form.passwordPlaceholder')}
          maxLength={inviteActivationFieldLimits.password}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('form.confirmPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              confirmationProblem(getFieldValue('password') as string | undefined, value)
                ? Promise.reject(new Error(t('form.mismatch')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder={t('form.confirmPlaceholder')}
          maxLength={inviteActivationFieldLimits.password}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={activating}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
