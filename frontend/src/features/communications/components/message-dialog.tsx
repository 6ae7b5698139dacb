import {
  clientMessageLimits,
  replySubjectOf,
  type Communication,
} from '@memorial-care/contracts/http';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  useFormDialog,
  type DialogProps,
  type FormDialogTextKey,
} from '../../../components/form-dialog';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useSendClientMessage } from '../api/send-client-message';

interface MessageFormValues {
  subject: string;
  text: string;
}

const messageFields = ['subject', 'text'] as const;

export interface MessageDialogProps extends DialogProps {
  readonly client: { readonly id: string; readonly email: string };
  /** The message answered; none for a new message. */
  readonly replyTo: Communication | null;
}

/**
 * New Message, or a reply in the answered message's thread (its subject "Re: …" unless the
 * office writes another). Mount it anew per message answered: what was typed stays on Cancel.
 */
export function MessageDialog({ client, replyTo, ...props }: MessageDialogProps) {
  const { t } = useTranslation('communications');
  const { form, finish, dialog } = useFormDialog<MessageFormValues>(props);
  const send = useSendClientMessage();
  const toast = useToast();
  const serverText = useServerErrorText();
  const replySubject = replyTo ? replySubjectOf(replyTo.subject) : '';

  const dialogText = (key: FormDialogTextKey) =>
    key === 'title'
      ? t(replyTo ? 'dialog.replyTitle' : 'dialog.title')
      : key === 'intro'
        ? t('dialog.intro', { email: client.email })
        : t(`dialog.${key}`);

  const submit = ({ subject, text }: MessageFormValues) =>
    send.mutate(
      {
        clientId: client.id,
        input: { subject: subject || null, text, inReplyTo: replyTo?.id ?? null },
      },
      {
        onSuccess: () => {
          toast.success(t('toasts.sent'));
          finish();
        },
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            messageFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          const explanation = [serverText.error(error, '', { listFields: false }), ...unmatched]
            .filter(Boolean)
            .join(' ');
          toast.error(t('toasts.sendFailed'), explanation || undefined);
        },
      },
    );

  return (
    <FormDialog<MessageFormValues>
      {...dialog}
      name={replyTo ? 'reply-message' : 'new-message'}
      t={dialogText}
      width={640}
      initialValues={{
        subject: replySubject.length <= clientMessageLimits.subject ? replySubject : '',
        text: '',
      }}
      onFinish={submit}
      submitting={send.isPending}
    >
      {replyTo && (
        <Typography.Paragraph type="secondary">
          {t('dialog.answering', { subject: replyTo.subject ?? t('thread.noSubject') })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="subject"
        label={t('dialog.subject')}
        extra={replyTo ? t('dialog.subjectReplyHint') : undefined}
        rules={[
          { required: !replyTo, whitespace: true, message: t('dialog.subjectRequired') },
          {
            max: clientMessageLimits.subject,
            message: t('dialog.subjectTooLong', { max: clientMessageLimits.subject }),
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('dialog.text')}
        rules={[
          { required: true, whitespace: true, message: t('dialog.textRequired') },
          {
            max: clientMessageLimits.text,
            message: t('dialog.textTooLong', { max: clientMessageLimits.text }),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
    </FormDialog>
  );
}
