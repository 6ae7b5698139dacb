import { defaultPlan, limits } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog, type DialogProps } from '../../../components/form-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useToast } from '../../../lib/toast';
import { getPublicCemeteriesQueryOptions } from '../api/get-public-cemeteries';
import { useRegisterClient } from '../api/register-client';
import { passwordProblemOf } from '../utils/password-rules';
import {
  initialRegistrationValues,
  preferredLanguageForPage,
  registrationFieldOfRequestKey,
  toRegistrationRequest,
  type RegistrationFormValues,
} from '../utils/registration-form-values';
import { RegistrationFormFields } from './registration-form-fields';
import './registration-modal.css';

export type RegistrationModalProps = DialogProps;

/**
 * "Start Your Care Journey": a family registers itself (and, optionally, the grave). Loaded as
 * its own chunk when the landing page's button is first used.
 */
export default function RegistrationModal(props: RegistrationModalProps) {
  const { t, i18n } = useTranslation('registration');
  const { form, finish, dialog } = useFormDialog<RegistrationFormValues>(props);
  const toast = useToast();
  const serverText = useServerErrorText();
  const register = useRegisterClient();
  const cemeteries = useQuery(getPublicCemeteriesQueryOptions());
  const selectedPlan = Form.useWatch('selectedPlan', form) ?? defaultPlan;

  // The mails' language follows the page's until the visitor picks one.
  useEffect(() => {
    if (!form.isFieldTouched('preferredLanguage'))
      form.setFieldValue('preferredLanguage', preferredLanguageForPage(i18n.resolvedLanguage));
  }, [form, i18n.resolvedLanguage]);

  useEffect(() => {
    // The spec: a failed cemetery list is only logged; the field still takes a typed name.
    if (cemeteries.error) console.error('Loading the cemetery list failed', cemeteries.error);
  }, [cemeteries.error]);

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      toast.error(t('toast.errorTitle'), t('toast.errorText'));
      return;
    }
    const message = serverText.error(error, t('toast.failedFallback'), { listFields: false });
    // A 409 means the email is taken: said next to the email.
    showFieldErrors(
      form,
      serverFieldErrorsOf(error, registrationFieldOfRequestKey, 'email', serverText).fields,
    );
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
        finish();
      },
      onError: showFailure,
    });
  };

  return (
    <FormDialog
      {...dialog}
      name="registration"
      t={t}
      width={680}
      initialValues={initialRegistrationValues(i18n.resolvedLanguage)}
      onFinish={submit}
      submitting={register.isPending}
    >
      <RegistrationFormFields cemeteries={cemeteries.data ?? []} selectedPlan={selectedPlan} />
    </FormDialog>
  );
}
