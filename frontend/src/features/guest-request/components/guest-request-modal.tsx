import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useSubmitGuestRequest } from '../api/submit-guest-request';
import { requestFailedText } from '../utils/failure-text';
import {
  initialGuestRequestValues,
  toGuestRequest,
  type GuestRequestFormValues,
} from '../utils/guest-request-form-values';
import { guestRequestFieldErrors } from '../utils/server-field-errors';
import { GuestRequestFormFields } from './guest-request-form-fields';
import './guest-request-modal.css';

export interface GuestRequestModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * "Schedule a Service": a visitor asks for a service without an account. Loaded as its own
 * chunk when the landing page's button is first used.
 */
export default function GuestRequestModal({ open, onClose }: GuestRequestModalProps) {
  const { t } = useTranslation('guestRequest');
  // The form store outlives the hidden dialog: Cancel keeps what was typed, success clears it.
  const [form] = Form.useForm<GuestRequestFormValues>();
  const toast = useToast();
  const submitRequest = useSubmitGuestRequest();

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      toast.error(t('toast.networkTitle'), t('toast.networkText'));
      return;
    }
    const fields = guestRequestFieldErrors(error.body);
    if (fields.length > 0) {
      form.setFields(fields);
      form.scrollToField(fields[0]?.name ?? 'guestName', { block: 'center' });
    }
    // Without a JSON body the error's own text ("{status}: {text}") is the server's message.
    const message = error.body?.message ?? error.message;
    toast.error(
      t('toast.failedTitle'),
      requestFailedText(message, error.body?.details, t('toast.details')),
    );
  };

  const submit = (values: GuestRequestFormValues) =>
    submitRequest.mutate(toGuestRequest(values), {
      onSuccess: () => {
        toast.success(t('toast.successTitle'), t('toast.successText'));
        form.resetFields();
        onClose();
      },
      onError: showFailure,
    });

  return (
    <Modal
      open={open}
      title={t('title')}
      width={600}
      okText={t('actions.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: submitRequest.isPending }}
      onCancel={onClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      // Hidden fields leave the page (no second "Email" beside the sign-in form's).
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<GuestRequestFormValues>
          form={form}
          name="guest-request"
          layout="vertical"
          initialValues={initialGuestRequestValues}
          onFinish={submit}
          scrollToFirstError
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <GuestRequestFormFields />
    </Modal>
  );
}
