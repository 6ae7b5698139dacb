import { defaultPlan, limits } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, serverMessageOf } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { getPublicCemeteriesQueryOptions } from '../api/get-public-cemeteries';
import { useRegisterClient } from '../api/register-client';
import { passwordProblemOf } from '../utils/password-rules';
import {
  initialRegistrationValues,
  toRegistrationRequest,
  type RegistrationFormValues,
} from '../utils/registration-form-values';
import { registrationFieldErrors } from '../utils/server-field-errors';
import { RegistrationFormFields } from './registration-form-fields';
import './registration-modal.css';

export interface RegistrationModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * "Start Your Care Journey": a family registers itself (and, optionally, the grave). Loaded as
 * its own chunk when the landing page's button is first used.
 */
export default function RegistrationModal({ open, onClose }: RegistrationModalProps) {
  const { t } = useTranslation('registration');
  // The form store outlives the hidden dialog: Cancel keeps what was typed, success clears it.
  const [form] = Form.useForm<RegistrationFormValues>();
  const toast = useToast();
  const register = useRegisterClient();
  const cemeteries = useQuery(getPublicCemeteriesQueryOptions());
  const selectedPlan = Form.useWatch('selectedPlan', form) ?? defaultPlan;

  useEffect(() => {
    // The spec: a failed cemetery list is only logged; the field still takes a typed name.
    if (cemeteries.error) console.error('Loading the cemetery list failed', cemeteries.error);
  }, [cemeteries.error]);

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      toast.error(t('toast.errorTitle'), t('toast.errorText'));
      return;
    }
    const message = serverMessageOf(error, t('toast.failedFallback'));
    const fields = registrationFieldErrors(error.status, error.body);
    if (fields.length > 0) {
      form.setFields(fields);
      form.scrollToField(fields[0]?.name ?? 'name', { block: 'center' });
    }
    toast.error(t('toast.failedTitle'), message);
  };

  const submit = (values: RegistrationFormValues) => {
    const problem = passwordProblemOf(values.password, values.confirmPassword);
    if (problem) {
      toast.error(t(problem.titleKey), t(problem.textKey));
      form.setFields([{ name: problem.field, errors: [t(problem.textKey)] }]);
      return;
    }
    register.mutate(toRegistrationRequest(values, cemeteries.data ?? []), {
      onSuccess: () => {
        toast.success(t('toast.successTitle'), t('toast.successText'), {
          durationMs: limits.registrationToastMs,
        });
        form.resetFields();
        onClose();
      },
      onError: showFailure,
    });
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      width={680}
      okText={t('actions.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: register.isPending }}
      onCancel={onClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      // Hidden fields leave the page (no second "Email" beside the sign-in form's).
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<RegistrationFormValues>
          form={form}
          name="registration"
          layout="vertical"
          initialValues={initialRegistrationValues}
          onFinish={submit}
          scrollToFirstError
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <RegistrationFormFields cemeteries={cemeteries.data ?? []} selectedPlan={selectedPlan} />
    </Modal>
  );
}
