import { RedoOutlined } from '@ant-design/icons';
import type { MailDelivery } from '@memorial-care/contracts/http';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useRetryMailDelivery } from '../api/retry-mail-delivery';

/** Sends a failed mail again; says so in a toast, or tells the server's reason it could not. */
export function RetryMailButton({
  delivery,
  type = 'default',
}: {
  readonly delivery: Pick<MailDelivery, 'jobId' | 'recipient'>;
  readonly type?: 'default' | 'primary';
}) {
  const { t } = useTranslation('mailDeliveries');
  const toast = useToast();
  const serverText = useServerErrorText();
  const retry = useRetryMailDelivery();
  const send = () =>
    retry.mutate(delivery.jobId, {
      onSuccess: () =>
        toast.success(
          t('toast.retried'),
          t('toast.retriedDescription', { recipient: delivery.recipient }),
        ),
      onError: (error) =>
        toast.error(t('toast.retryFailed'), serverText.error(error, t('toast.retryFailed'))),
    });
  return (
    <Button
      size={type === 'primary' ? 'middle' : 'small'}
      type={type}
      icon={<RedoOutlined />}
      loading={retry.isPending}
      onClick={send}
    >
      {t('actions.retry')}
    </Button>
  );
}
