import { billingLimits } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiStatus } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { clientSubscriptionQueryKey } from '../api/get-client-subscription';
import { useChangeSubscriptionState } from '../api/subscription-mutations';
import { useSubscriptionNotifications } from '../hooks/use-subscription-notifications';

export interface EndSubscriptionDialogProps {
  readonly client: Client;
  readonly open: boolean;
  readonly onClose: () => void;
}

interface EndFormValues {
  reason: string;
}

const endFormFields = ['reason'] as const;

/** End: asks to confirm, with an optional reason; no plan invoice is issued after it. */
export function EndSubscriptionDialog({ client, open, onClose }: EndSubscriptionDialogProps) {
  const { t } = useTranslation('clients');
  const [form] = Form.useForm<EndFormValues>();
  const queryClient = useQueryClient();
  const end = useChangeSubscriptionState();
  const notify = useSubscriptionNotifications();
  const serverText = useServerErrorText();

  const submit = ({ reason }: EndFormValues) =>
    end.mutate(
      { clientId: client.id, action: 'end', reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          notify.success('ended');
          onClose();
        },
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            endFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure('endFailed', error, unmatched);
          // Nothing was running any more (ended meanwhile): the card shows how it is now.
          if (isApiStatus(error, 409)) {
            void queryClient.invalidateQueries({ queryKey: clientSubscriptionQueryKey(client.id) });
            onClose();
          }
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('subscription.endConfirm.title')}
      width={520}
      okText={t('subscription.endConfirm.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={end.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph>
        {t('subscription.endConfirm.content', { name: client.name })}
      </Typography.Paragraph>
      <Form<EndFormValues>
        form={form}
        name="end-subscription"
        // Each opening starts with no reason.
        clearOnDestroy
        layout="vertical"
        initialValues={{ reason: '' }}
        onFinish={submit}
      >
        <Form.Item name="reason" label={t('subscription.endConfirm.reason')}>
          <Input.TextArea
            rows={3}
            maxLength={billingLimits.voidReason}
            showCount
            placeholder={t('subscription.endConfirm.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
