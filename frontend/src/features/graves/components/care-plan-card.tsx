import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { CarePlan, Grave } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { getCarePlanQueryOptions } from '../api/care-plan';
import { useCarePlanChanges } from '../hooks/use-care-plan-changes';
import { CareOccasionList } from './care-occasion-list';
import { MemorialDaysList } from './memorial-days-list';

/**
 * The grave's care plan in its detail dialog: whether it books visits by itself (and is paused),
 * the coming occasions with what is booked, and the memorial days of a recent death. Admins and
 * the owning family pause and resume it and skip occasions; the family orders on-demand visits.
 */
export function CarePlanCard({
  grave,
  canEdit,
}: {
  readonly grave: Grave;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation('graves');
  const plan = useQuery(getCarePlanQueryOptions(grave.id));
  const changes = useCarePlanChanges(grave.id);
  const isClient = useCurrentUser().data?.role === 'client';

  const extra =
    canEdit && plan.data && (plan.data.automatic || plan.data.paused) ? (
      plan.data.paused ? (
        <Button
          icon={<PlayCircleOutlined aria-hidden />}
          loading={changes.isPending('resume')}
          onClick={() => changes.change({ kind: 'resume' })}
        >
          {t('carePlan.resume')}
        </Button>
      ) : (
        <Button
          icon={<PauseCircleOutlined aria-hidden />}
          loading={changes.isPending('pause')}
          onClick={() => changes.change({ kind: 'pause' })}
        >
          {t('carePlan.pause')}
        </Button>
      )
    ) : null;

  return (
    <Card size="small" title={t('carePlan.title')} extra={extra}>
      {plan.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : plan.isError ? (
        <LoadFailedAlert
          title={t('carePlan.loadFailed')}
          retryLabel={t('actions.retry')}
          query={plan}
        />
      ) : (
        <Flex vertical gap="small">
          <PlanSummary plan={plan.data} />
          <Divider style={{ margin: '4px 0' }} />
          <Typography.Text strong>{t('carePlan.occasions')}</Typography.Text>
          <CareOccasionList
            plan={plan.data}
            canEdit={canEdit}
            canOrder={canEdit && isClient}
            preferredServiceType={grave.preferredServiceType}
            changes={changes}
          />
          <MemorialDaysList days={plan.data.memorialDays} />
        </Flex>
      )}
    </Card>
  );
}

function PlanSummary({ plan }: { readonly plan: CarePlan }) {
  const { t } = useTranslation('graves');
  if (!plan.automatic)
    return (
      <Typography.Text type="secondary">
        {plan.visitFrequency ? t('carePlan.onDemand') : t('carePlan.noFrequency')}
      </Typography.Text>
    );
  return (
    <Flex gap="small" align="center" wrap>
      <Tag color={plan.paused ? 'orange' : 'green'}>
        {plan.paused ? t('carePlan.paused') : t('carePlan.active')}
      </Tag>
      <Typography.Text type="secondary">
        {plan.paused ? t('carePlan.pausedHint') : t('carePlan.automatic', { count: plan.leadDays })}
      </Typography.Text>
    </Flex>
  );
}
