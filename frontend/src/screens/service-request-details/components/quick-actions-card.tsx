import { CheckCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueuedMoveMark } from '../../../components/queued-move-mark';
import { useConfirmEarlyCompletion } from '../../../lib/use-confirm-early-completion';
import { statusAfterQueuedMoves } from '../../../lib/upload-queue/queue-rules';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { useQuickAction } from '../hooks/use-quick-action';
import { quickActionsOf } from '../utils/quick-actions';

/**
 * Card 'Quick Actions' (admin and caretaker): 'Start Work' when scheduled, 'Mark Complete' in
 * progress; a caretaker's moves still on the device are shown waiting in their place.
 */
export function QuickActionsCard({
  request,
  viewer,
}: {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}) {
  const { t } = useTranslation('serviceRequestDetails');
  const { run, running, queuedMoves, sendingId } = useQuickAction(request.id, viewer);
  const confirmEarlyCompletion = useConfirmEarlyCompletion();
  // A Start still on the device already counts: Mark Complete can follow it, queued too.
  const actions = quickActionsOf(viewer, statusAfterQueuedMoves(request.status, queuedMoves));

  return (
    <Card title={t('quickActions.title')} size="small">
      {actions.length === 0 && queuedMoves.length === 0 ? (
        <Typography.Text type="secondary">{t('quickActions.none')}</Typography.Text>
      ) : (
        <Flex gap="small" wrap align="center">
          {queuedMoves.map((move) => (
            <QueuedMoveMark key={move.id} action={move.action} sending={move.id === sendingId} />
          ))}
          {actions.map((action) => (
            <Button
              key={action}
              type="primary"
              icon={
                action === 'start' ? (
                  <PlayCircleOutlined aria-hidden />
                ) : (
                  <CheckCircleOutlined aria-hidden />
                )
              }
              loading={running === action}
              disabled={running !== null && running !== action}
              onClick={() =>
                action === 'complete'
                  ? confirmEarlyCompletion(request.scheduledDate, () => run(action))
                  : run(action)
              }
            >
              {t(`quickActions.${action}`)}
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}
