import { StopOutlined } from '@ant-design/icons';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useCancelRequest } from '../api/cancel-request';

/**
 * A family calls off its own request while the office has not scheduled it (the server decides;
 * the button shows only on pending requests). Asks first; the dialog waits for the answer.
 */
export function CancelRequestButton({ request }: { readonly request: ServiceRequestView }) {
  const { t } = useTranslation('clientOrders');
  const { modal } = App.useApp();
  const cancel = useCancelRequest();
  const toast = useToast();
  const serverText = useServerErrorText();
  if (request.status !== 'pending') return null;
  const number = requestNumberOf(request.id);

  const confirm = () =>
    modal.confirm({
      title: t('cancelRequest.title', { number }),
      content: t('cancelRequest.content'),
      okText: t('cancelRequest.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancelRequest.keep'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(request.id);
          toast.success(t('toasts.cancelled'));
        } catch (error) {
          toast.error(t('toasts.cancelFailed'), serverText.error(error, '') || undefined);
        }
      },
    });

  return (
    <Tooltip title={t('cancelRequest.button')}>
      <Button
        type="text"
        danger
        icon={<StopOutlined aria-hidden />}
        aria-label={t('cancelRequest.label', { number })}
        onClick={confirm}
      />
    </Tooltip>
  );
}
