import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog, type DialogProps } from '../../../components/form-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useToast } from '../../../lib/toast';
import { useSubmitGuestRequest } from '../api/submit-guest-request';
import { requestFailedText } from '../utils/failure-text';
import {
  guestRequestFields,
  initialGuestRequestValues,
  toGuestRequest,
  type GuestRequestFormValues,
} from '../utils/guest-request-form-values';
import { GuestRequestFormFields } from './guest-request-form-fields';

export type GuestRequestModalProps = DialogProps;

/**
 * "Schedule a Service": a visitor asks for a service without an account. Loaded as its own
 * chunk when the landing page's button is first used.
 */
export default function GuestRequestModal(props: GuestRequestModalProps) {
  const { t } = useTranslation('guestRequest');
  const { form, finish, dialog } = useFormDialog<GuestRequestFormValues>(props);
  const toast = useToast();
  const serverText = useServerErrorText();
  const submitRequest = useSubmitGuestRequest();

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      toast.error(t('toast.networkTitle'), t('toast.networkText'));
      return;
    }
    showFieldErrors(
      form,
      serverFieldErrorsOf(error, guestRequestFields, undefined, serverText).fields,
    );
    // In the user's language by the error's code; never a raw "{status}: {text}".
    const message = serverText.error(error, undefined, { listFields: false });
    toast.error(
      t('toast.failedTitle'),
      requestFailedText(message, error.body?.details, t('toast.details')),
    );
  };

  const submit = (values: GuestRequestFormValues) =>
    submitRequest.mutate(toGuestRequest(values), {
      onSuccess: () => {
        toast.success(t('toast.successTitle'), t('toast.successText'));
        finish();
      },
      onError: showFailure,
    });

  return (
    <FormDialog
      {...dialog}
      name="guest-request"
      t={t}
      width={600}
      initialValues={initialGuestRequestValues}
      onFinish={submit}
      submitting={submitRequest.isPending}
    >
      <GuestRequestFormFields />
    </FormDialog>
  );
}
