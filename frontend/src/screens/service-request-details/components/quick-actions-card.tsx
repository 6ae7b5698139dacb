import { CheckCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmEarlyCompletion } from '../../../lib/use-confirm-early-completion';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { useQuickAction } from '../hooks/use-quick-action';
import { quickActionsOf } from '../utils/quick-actions';

/** Card 'Quick Actions' (admin and caretaker): 'Start Work' when scheduled, 'Mark Complete' in progress. */
export function QuickActionsCard({
  request,
  viewer,
}: {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}) {
  const { t } = useTranslation('serviceRequestDetails');
  const { run, running } = useQuickAction(request.id);
  const confirmEarlyCompletion = useConfirmEarlyCompletion();
  const actions = quickActionsOf(viewer, request.status);

  return (
    <Card title={t('quickActions.title')} size="small">
      {actions.length === 0 ? (
        <Typography.Text type="secondary">{t('quickActions.none')}</Typography.Text>
      ) : (
        <Flex gap="small" wrap>
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
