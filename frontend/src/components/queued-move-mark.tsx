import { ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * In place of a Start / Mark Complete button: the move is kept on the device and goes when the
 * connection returns ("Start — waiting for connection"), or is on its way.
 */
export function QueuedMoveMark({
  action,
  sending,
}: {
  readonly action: 'start' | 'complete';
  readonly sending: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Typography.Text role="status" strong>
      {sending ? <SyncOutlined spin aria-hidden /> : <ClockCircleOutlined aria-hidden />}{' '}
      {sending ? t(`queuedMove.sending.${action}`) : t(`queuedMove.waiting.${action}`)}
    </Typography.Text>
  );
}
